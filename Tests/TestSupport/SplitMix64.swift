/// SplitMix64 (Steele, Lea and Flood, 2014): a seeded, portable source of numbers, the same
/// on every machine and in every run, for test bytes and the benches' spacing.
public struct SplitMix64 {
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next number in [0, 1), from the top 53 bits.
  public mutating func fraction() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}
