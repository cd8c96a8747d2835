import BarkeepCore
import Testing

/// Tests of ``ColorSpace``: conversions of every CSS Color 4 / design-tokens colour space to sRGB.
///
/// The expected sRGB values were computed independently with the Python library coloraide 4.x
/// (`Color("…").convert("srgb")`), not with this code.
struct ColorSpaceTests {
    @Test(
        arguments: [
            (ColorSpace.srgb, SIMD3(0.2, 0.4, 0.6), SIMD3(0.2, 0.4, 0.6)),
            (.srgbLinear, SIMD3(0.5, 0.2, 0.1), SIMD3(0.735357, 0.484529, 0.34919)),
            (.hsl, SIMD3(120, 50, 50), SIMD3(0.25, 0.75, 0.25)),
            (.hwb, SIMD3(200, 20, 30), SIMD3(0.2, 0.533333, 0.7)),
            (.lab, SIMD3(54.29, 80.82, 69.89), SIMD3(1.000063, -0.000676, 0.000056)),
            (.lch, SIMD3(50, 30, 120), SIMD3(0.411397, 0.492885, 0.286724)),
            (.oklab, SIMD3(0.5, 0.1, -0.1), SIMD3(0.505008, 0.272475, 0.602129)),
            (.oklch, SIMD3(0.627955, 0.257683, 29.2339), SIMD3(0.999999, 0.000003, 0)),
            (.displayP3, SIMD3(1, 0, 0), SIMD3(1.093066, -0.226742, -0.150135)),
            (.a98RGB, SIMD3(0.5, 0.4, 0.3), SIMD3(0.538475, 0.400621, 0.289451)),
            (.prophotoRGB, SIMD3(0.5, 0.4, 0.3), SIMD3(0.672086, 0.450031, 0.351071)),
            (.rec2020, SIMD3(0.5, 0.4, 0.3), SIMD3(0.532517, 0.351839, 0.241684)),
            (.xyzD65, SIMD3(0.4, 0.3, 0.2), SIMD3(0.873218, 0.465402, 0.452223)),
            (.xyzD50, SIMD3(0.4, 0.3, 0.2), SIMD3(0.83803, 0.473175, 0.52829)),
        ] as [(ColorSpace, SIMD3<Double>, SIMD3<Double>)])
    func convertsToSRGB(space: ColorSpace, components: SIMD3<Double>, expected: SIMD3<Double>) {
        let converted = space.sRGB(components)
        let difference = converted - expected
        #expect(
            max(abs(difference.x), abs(difference.y), abs(difference.z)) < 0.0005,
            "\(space.rawValue) \(components) → \(converted), expected \(expected)")
    }

    @Test func whiteIsWhiteInEverySpaceThatCanSayIt() {
        let whites: [(ColorSpace, SIMD3<Double>)] = [
            (.srgbLinear, [1, 1, 1]), (.displayP3, [1, 1, 1]), (.a98RGB, [1, 1, 1]), (.rec2020, [1, 1, 1]),
            (.prophotoRGB, [1, 1, 1]), (.hsl, [0, 0, 100]), (.hwb, [0, 100, 0]), (.lab, [100, 0, 0]),
            (.oklab, [1, 0, 0]),
        ]
        for (space, white) in whites {
            let converted = space.sRGB(white)
            #expect(
                [converted.x, converted.y, converted.z].allSatisfy { abs($0 - 1) < 0.001 },
                "\(space.rawValue): \(converted)")
        }
    }

    @Test func everyDesignTokensColorSpaceNameIsKnown() {
        let names = [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
            "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
        ]
        #expect(Set(ColorSpace.allCases.map(\.rawValue)) == Set(names))
    }
}
