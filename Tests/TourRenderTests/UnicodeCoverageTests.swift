import Foundation
import Testing
import TourCore
import TourRender

/// Every Unicode code point, and every emoji sequence Unicode lists, goes through the line
/// breaker and the text stack without an abort (R1 of round3-findings: libunibreak 1.1
/// aborted on a flag). The sequences come from Unicode's own `emoji-test.txt` (Debian's
/// unicode-data), read at test time.
@Suite("Every code point and emoji sequence")
struct UnicodeCoverageTests {
  let fonts = FontMetrics.dejaVuSans()!

  @Test("line breaks over every code point: ascending, inside the text, on scalar boundaries")
  func everyCodePoint() {
    var checked = 0
    for start in stride(from: 0, through: 0x10FFFF, by: 4096) {
      let scalars = (start..<min(start + 4096, 0x110000)).compactMap(Unicode.Scalar.init)
      var text = String.UnicodeScalarView()
      for (index, scalar) in scalars.enumerated() {
        text.append(scalar)
        if index % 7 == 6 { text.append(" ") }
      }
      let paragraph = String(text)
      let utf8 = Array(paragraph.utf8)
      let offsets = fonts.lineBreakOffsets(in: paragraph)
      #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
      #expect(offsets.allSatisfy { $0 > 0 && $0 < utf8.count && utf8[$0] & 0xC0 != 0x80 })
      checked += scalars.count
    }
    // Every scalar: 0x110000 code points less the 2,048 surrogates.
    #expect(checked == 1_112_064)
  }

  /// The fully-qualified sequences of emoji-test.txt (`1F1EB 1F1F7 ; fully-qualified # ...`).
  static func emojiSequences() throws -> [String] {
    let text = try String(contentsOfFile: "/usr/share/unicode/emoji/emoji-test.txt", encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), line.contains("; fully-qualified") else { return nil }
      let codes = line.split(separator: ";")[0].split(separator: " ")
      let scalars = codes.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      return scalars.count == codes.count ? String(String.UnicodeScalarView(scalars)) : nil
    }
  }

  @Test("every fully-qualified emoji sequence: one unbreakable piece, laid out and measured")
  func everyEmojiSequence() throws {
    let sequences = try Self.emojiSequences()
    // Unicode 15.0 lists 3,655 fully-qualified sequences.
    #expect(sequences.count == 3_655)
    for group in stride(from: 0, to: sequences.count, by: 50) {
      let slice = sequences[group..<min(group + 50, sequences.count)]
      for sequence in slice {
        // A sequence between two words never breaks inside itself.
        let paragraph = "a " + sequence + " b"
        let inside = fonts.lineBreakOffsets(in: paragraph).filter { $0 > 2 && $0 < 2 + sequence.utf8.count }
        #expect(inside == [], "\(sequence.unicodeScalars.map { String($0.value, radix: 16) })")
      }
      let block = TextBlock(slice.joined(separator: " "), fontSize: 15, maxWidth: 200, measurer: fonts)
      #expect(block.lines.joined(separator: " ").unicodeScalars.count == slice.joined(separator: " ").unicodeScalars.count)
    }
  }
}

/// Thai, which has no spaces between words, breaks at dictionary word boundaries (R5 of
/// round3-findings), where headless Chromium breaks it with the same fonts.
@Suite("Dictionary line breaks")
struct DictionaryBreakTests {
  let fonts = FontMetrics.dejaVuSans()!

  @Test("R5's Thai string at 200 pt breaks as Chromium breaks it")
  func thai() {
    let block = TextBlock("แตะช่องค้นหาเพื่อค้นหาทุกอย่างในคลังของคุณ รวมถึงรูปภาพและโน้ต", fontSize: 15, maxWidth: 200, measurer: fonts)
    #expect(block.lines == ["แตะช่องค้นหาเพื่อค้นหาทุกอย่าง", "ในคลังของคุณ รวมถึงรูปภาพและ", "โน้ต"])
    // แตะ | ช่อง | ค้นหา: three words, three UTF-8 bytes a character.
    #expect(fonts.lineBreakOffsets(in: "แตะช่องค้นหา").map { $0 / 3 } == [3, 7])
  }
}
