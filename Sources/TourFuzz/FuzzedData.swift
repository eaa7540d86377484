/// Reads a fuzzer's bytes as a stream of choices, the way LLVM's `FuzzedDataProvider` does:
/// every byte string is a valid input, and once the bytes run out every choice is the first
/// one, so short inputs make small cases.
public struct FuzzedData {
  private let bytes: [UInt8]
  private var position = 0

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte, or 0 once they have run out.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A whole number in `range` (two bytes' worth of choice).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    let raw = UInt64(byte()) << 8 | UInt64(byte())
    return range.lowerBound + Int(raw % span)
  }

  /// One of `options` (not empty).
  public mutating func pick<T>(_ options: [T]) -> T {
    options[int(in: 0...(options.count - 1))]
  }

  /// A number as scripts and screen files may give one (within `NumberRange`): mostly ordinary
  /// points (eighth-point steps within ±4096), sometimes an edge case (zero, negative zero,
  /// tiny, the largest accepted).
  public mutating func coordinate() -> Double {
    if byte() < 224 {
      return Double(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) / 8
    }
    return pick(Self.edgeNumbers)
  }

  /// A positive length: mostly ordinary, sometimes tiny or as large as accepted.
  public mutating func length() -> Double {
    if byte() < 224 { return Double(int(in: 1...16_000)) / 8 }
    return pick([Double.leastNonzeroMagnitude, 1e-9, 0.5, 1e6, 999_999_999.875, 1e9])
  }

  /// Accepted numbers that break careless arithmetic.
  public static let edgeNumbers: [Double] = [
    0, -0.0, 1, -1, 0.5, 1e-9, -1e-9, Double.leastNonzeroMagnitude, 1e6, -1e6, 123_456_789.123, 999_999_999.875,
    1e9, -1e9,
  ]

  /// A short string of letters, digits and a few separators.
  public mutating func word(maxLength: Int = 8) -> String {
    let length = int(in: 0...maxLength)
    return String((0..<length).map { _ in pick(Self.wordCharacters) })
  }

  /// Eight bytes as one number (zeros past the end).
  public mutating func uint64() -> UInt64 {
    (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
  }

  /// Up to `count` of the next bytes.
  public mutating func bytes(count: Int) -> [UInt8] {
    (0..<count).map { _ in byte() }
  }

  /// A text of up to `maxLength` bytes, as UTF-8 (invalid sequences replaced).
  public mutating func text(maxLength: Int) -> String {
    String(decoding: bytes(count: int(in: 0...maxLength)), as: UTF8.self)
  }

  static let wordCharacters = Array("abcdefghijklmnopqrstuvwxyzAB_0123.- é\u{202E}")
}
