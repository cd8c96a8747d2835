import Foundation

/// A decoded PNG (8-bit RGB or RGBA, not interlaced, as Chromium writes screenshots): its size and the
/// colour of any pixel.
struct PNGImage {
    /// Why a file could not be decoded.
    struct Failure: Error, CustomStringConvertible {
        /// What was wrong.
        let description: String
    }

    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    private let channels: Int
    /// The unfiltered pixel rows, one after another.
    private let pixels: [UInt8]

    /// Decodes the PNG file at `path`.
    init(contentsOfFile path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
            throw Failure(description: "not a PNG")
        }
        func integer(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, type: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = integer(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = offset + 8
            if type == "IHDR" {
                header = (
                    integer(data), integer(data + 4), bytes[data + 8], bytes[data + 9], bytes[data + 12]
                )
            } else if type == "IDAT" {
                compressed += bytes[data..<data + length]
            } else if type == "IEND" {
                break
            }
            offset = data + length + 4
        }
        guard let header, header.depth == 8, header.type == 2 || header.type == 6, header.interlace == 0
        else {
            throw Failure(description: "only 8-bit RGB or RGBA, non-interlaced PNGs are read")
        }
        width = header.width
        height = header.height
        channels = header.type == 6 ? 4 : 3
        let raw = try Inflater.zlib(compressed)
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "image data too short") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for index in 0..<stride {
                let value = Int(raw[source + index])
                let left = index >= channels ? Int(rows[target + index - channels]) : 0
                let up = row > 0 ? Int(rows[target - stride + index]) : 0
                let upLeft = row > 0 && index >= channels ? Int(rows[target - stride + index - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (
                        abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
                    )
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw Failure(description: "unknown filter \(filter)")
                }
                rows[target + index] = UInt8((value + predicted) & 0xFF)
            }
        }
        pixels = rows
    }

    /// The colour at `x`, `y` as 8-bit red, green and blue.
    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let index = (y * width + x) * channels
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }
}
