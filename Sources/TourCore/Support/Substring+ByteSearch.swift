#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Substring {
  /// The byte offsets (from the text's start) where `needle`'s bytes begin in the text's UTF-8,
  /// in order, overlapping ones included; nil when the text is not stored as contiguous UTF-8.
  /// Found by the C library (`memchr` for the first byte, `memcmp` for the rest), with nothing
  /// kept but the matches.
  func utf8Offsets(of needle: [UInt8]) -> [Int]? {
    utf8.withContiguousStorageIfAvailable { text -> [Int] in
      guard let base = text.baseAddress, let first = needle.first else { return [] }
      var offsets: [Int] = []
      var from = 0
      while from + needle.count <= text.count, let hit = memchr(base + from, Int32(first), text.count - from) {
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        guard offset + needle.count <= text.count else { break }
        if memcmp(hit, needle, needle.count) == 0 { offsets.append(offset) }
        from = offset + 1
      }
      return offsets
    }
  }

  /// The ranges where `needle` appears in the text, left to right and not overlapping, found on
  /// the UTF-8 bytes and kept where they begin and end on a character's edge. For a needle of
  /// ASCII these are the character search's matches (`firstRange(of:)` repeated), which is
  /// slow on a line of megabytes; they differ only for a non-ASCII spelling canonically equal
  /// to the needle (a Kelvin sign for "K"), which no script's name can be. An empty needle
  /// has none.
  public func byteAlignedRanges(of needle: String) -> [Range<Index>] {
    guard !needle.isEmpty else { return [] }
    let key = Array(needle.utf8)
    guard let starts = utf8Offsets(of: key) else { return characterRanges(of: needle) }
    var ranges: [Range<Index>] = []
    var next = 0
    let bytes = utf8
    for start in starts where start >= next {
      let lower = bytes.index(bytes.startIndex, offsetBy: start)
      let upper = bytes.index(lower, offsetBy: key.count)
      guard String.Index(lower, within: self) != nil, String.Index(upper, within: self) != nil else { continue }
      ranges.append(lower..<upper)
      next = start + key.count
    }
    return ranges
  }

  /// The character search's matches of `needle`, for a text not stored as contiguous UTF-8.
  private func characterRanges(of needle: String) -> [Range<Index>] {
    var ranges: [Range<Index>] = []
    var search = startIndex
    while let range = self[search...].firstRange(of: needle) {
      ranges.append(range)
      search = range.upperBound
    }
    return ranges
  }
}
