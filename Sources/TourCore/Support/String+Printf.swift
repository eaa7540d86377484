#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// `format` filled with `arguments` as C's `printf` fills it, in the C locale (a `.` before
  /// the decimals, whatever the machine's locale): `String(printf: "%.2f", 4.5)` is `4.50`.
  public init(printf format: String, _ arguments: any CVarArg...) {
    let length = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
    guard length > 0 else {
      self = ""
      return
    }
    var bytes = [CChar](repeating: 0, count: Int(length) + 1)
    _ = withVaList(arguments) { list in bytes.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) } }
    self = String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
