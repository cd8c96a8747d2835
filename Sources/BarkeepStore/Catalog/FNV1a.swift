/// The 64-bit FNV-1a hash of bytes fed to it piece by piece: migration checksums and catalog digests.
struct FNV1a {
    /// The hash of the bytes fed so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Feeds `bytes`.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }
}
