import Foundation
import Testing

@testable import TourCore

/// What tourhost does to text without Foundation: each answers as Foundation's method of the
/// same purpose answered, scalar by scalar.
@Suite("Text without Foundation")
struct TextSupportTests {
  @Test("trimming spaces, tabs and line ends, by Unicode's categories")
  func trimming() {
    #expect(" \t hello world \u{00A0}\u{3000}".trimming(.spaces) == "hello world")
    #expect(" \n a \r\n".trimming(.spaces) == "\n a \r\n")
    #expect(" \n a \r\n\u{2028}\u{85}".trimming(.spacesAndNewlines) == "a")
    #expect("   ".trimming(.spaces) == "")
    #expect("".trimming(.spacesAndNewlines) == "")
    #expect(" é ".dropFirst().trimming(.spaces) == "é")
  }

  @Test("alphanumerics: letters, marks and digits of any script")
  func alphanumerics() {
    let kept = "aZ9é\u{0301}٣ж中Ⅻ".unicodeScalars.filter(UnicodeClass.alphanumerics.contains)
    #expect(String(String.UnicodeScalarView(kept)) == "aZ9é\u{0301}٣ж中Ⅻ")
    #expect(" _-.!/😀".unicodeScalars.filter(UnicodeClass.alphanumerics.contains).isEmpty)
    #expect(ScreenView.id(fromText: "  Sign in → now!  ") == "Sign_in_now")
    #expect(ScreenView.id(fromText: "a-b_c") == "a-b_c")
  }

  @Test("replacing and cutting match scalar by scalar: a line end inside \\r\\n is found")
  func replacing() {
    #expect("a\r\nb".parts(separatedBy: "\n") == ["a\r", "b"])
    #expect("a\r\nb".replacingEvery("\n", with: "%0A") == "a\r%0Ab")
    #expect("x,,y,".parts(separatedBy: ",") == ["x", "", "y", ""])
    #expect("aaa".replacingEvery("aa", with: "b") == "ba")
    #expect("abc".parts(separatedBy: "") == ["abc"])
    #expect("".parts(separatedBy: ",") == [""])
    #expect("e\u{0301}".replacingEvery("e", with: "o") == "o\u{0301}")
  }

  @Test("lines split on the bytes are the characters' split at \\n and \\r\\n")
  func lines() {
    let texts = ["a\r\nb\n\nc\r", "\r\r\n", "\n", "", "é\u{0301}\nx", "a\rb", "\r\n\r\n", "last\n"]
    for text in texts {
      let characters = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      #expect(text.textLines == characters, "\(text.debugDescription)")
      #expect(text.dropFirst(0).textLines == characters)
    }
    #expect("a\r\nb\n\nc\r".textLines == ["a", "b", "", "c\r"])
    #expect("x\ny\nz".dropFirst(2).textLines == ["y", "z"])
  }

  @Test("a search on the bytes finds the character search's matches of a name")
  func byteSearch() {
    func characterRanges(_ needle: String, in text: Substring) -> [Range<String.Index>] {
      var found: [Range<String.Index>] = []
      var from = text.startIndex
      while let range = text[from...].firstRange(of: needle) {
        found.append(range)
        from = range.upperBound
      }
      return found
    }
    let cases: [(String, String)] = [
      ("view = 1, xview=2, view", "view"), ("viewe\u{0301} = 1; view = 2", "viewe"), ("aaaa", "aa"),
      ("é view", "view"), ("", "view"), ("tour.t(\"k\") tour.t('j')", "tour.t("), ("\u{0600}view", "view"),
    ]
    for (text, needle) in cases {
      let line = text[...]
      #expect(line.byteAlignedRanges(of: needle) == characterRanges(needle, in: line), "\(text.debugDescription)")
    }
    #expect("viewe\u{0301} = 1; view = 2"[...].byteAlignedRanges(of: "viewe").isEmpty)
    #expect("aaaa"[...].byteAlignedRanges(of: "aa").count == 2)
    #expect("abc"[...].byteAlignedRanges(of: "").isEmpty)
  }

  @Test("paths' parts, as NSString's path methods read them")
  func paths() {
    #expect("a/b.lua".fileName == "b.lua")
    #expect("a/b/".fileName == "b")
    #expect("/".fileName == "/")
    #expect("b.lua".fileName == "b.lua")
    #expect("a/b.lua".parentFolder == "a")
    #expect("/a".parentFolder == "/")
    #expect("b.lua".parentFolder == "")
    #expect("a/b/".parentFolder == "a")
    #expect("a".appendingPathPart("b") == "a/b")
    #expect("a/".appendingPathPart("/b") == "a/b")
    #expect("".appendingPathPart("b") == "b")
    #expect("shots/home.PNG".fileExtension == "PNG")
    #expect(".hidden".fileExtension == "")
    #expect("a.b/c".fileExtension == "")
    #expect("shots/home.png".removingFileExtension == "shots/home")
    #expect("shots/home".removingFileExtension == "shots/home")
  }

  @Test("absolute paths standardized as URL.standardizedFileURL standardizes them, links not followed")
  func standardizedPaths() {
    let expected = [
      "/tmp/a/./b/../c//d": "/tmp/a/c/d", "/a/link/../y": "/a/y", "/../a": "/a", "/a/b/": "/a/b", "/": "/", "/a/..": "/",
      "/a/../..": "/", "/a/.": "/a", "//a": "/a", "/a/b.lua": "/a/b.lua", "/a/.hidden/./x": "/a/.hidden/x",
    ]
    for (path, standardized) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(path.standardizedPath == standardized, "\(path)")
      #expect(URL(fileURLWithPath: path).standardizedFileURL.path == standardized, "\(path)")
    }
  }

  @Test("strings joined as joined(separator:) joins them")
  func joinedText() {
    #expect([String]().joinedText(separator: ", ") == "")
    #expect(["one"].joinedText(separator: ", ") == "one")
    #expect(["one", "", "three"].joinedText(separator: ", ") == "one, , three")
    #expect(["a", "b"].joinedText(separator: "") == "ab")
    #expect(["é", "\u{301}"].joinedText(separator: "") == ["é", "\u{301}"].joined(separator: ""))
  }

  @Test("printf's formats in the C locale, and columns padded")
  func printf() {
    #expect(String(printf: "%.2f", 4.5) == "4.50")
    #expect(String(printf: "%7.3f  ", 1.25) == "  1.250  ")
    #expect(String(printf: "%05ld.svg", 42) == "00042.svg")
    #expect(String(printf: "%.14g", 0.1) == "0.1")
    #expect(String(printf: "%.20f", 1e300).count == 322)
    #expect(String(printf: "") == "")
    #expect("ab".padded(to: 4) == "ab  ")
    #expect("abcdef".padded(to: 4) == "abcdef")
  }

  @Test("a lock is held by one thread at a time")
  func lock() async {
    let lock = ThreadLock()
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<10_000 { lock.withLock { count.value += 1 } } }
      }
    }
    #expect(count.value == 80_000)
  }
}
