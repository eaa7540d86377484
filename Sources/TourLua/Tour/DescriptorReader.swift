#if canImport(Glibc)
  import Glibc
#endif

/// Reads an open file or pipe in chunks, retrying a read a signal interrupted: the one read
/// loop of the tour door, the host's file contents and a child's standard error.
package enum DescriptorReader {
  /// What the read stopped at: an error's `errno`.
  package struct Failure: Error {
    package let code: Int32
  }

  /// The bytes of `descriptor`, at most `most` of them.
  /// - Parameter drains: reads on to the end, dropping what passes `most` (a pipe whose writer
  ///   must never block); without it the read stops once it has `most` bytes.
  package static func read(_ descriptor: Int32, most: Int = .max, drains: Bool = false) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    // Read into memory nothing fills first: zeroing a chunk for each file was a fifth of
    // loading a module.
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while drains || bytes.count < most {
      let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Failure(code: errno) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<min(count, most - bytes.count)])
    }
    return bytes
  }
}
