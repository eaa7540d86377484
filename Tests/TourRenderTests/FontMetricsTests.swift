import Testing
import TourCore
import TourRender

/// DejaVu Sans 2.37 (Debian's fonts-dejavu-core), measured through FreeType.
@Suite("Font metrics")
struct FontMetricsTests {
  @Test("widths come from the glyphs' advances, in points")
  func widths() throws {
    let font = try #require(FontMetrics.dejaVuSans(), "DejaVu Sans is not installed (scripts/setup installs fonts-dejavu-core)")
    #expect(font.family == "DejaVu Sans")
    #expect(font.width(of: "Hello", fontSize: 15) == 38.02001953125)
    #expect(font.width(of: "Hello", fontSize: 15, bold: true) == 43.3154296875)
    #expect(font.width(of: "", fontSize: 15) == 0)
    #expect(font.width(of: "Hello", fontSize: 30) == 2 * font.width(of: "Hello", fontSize: 15))
  }

  @Test("line height and ascent are the font's")
  func verticalMetrics() throws {
    let font = try #require(FontMetrics.dejaVuSans())
    #expect(font.lineHeight(fontSize: 15) == 17.4609375)  // 2384 / 2048 em
    #expect(font.ascent(fontSize: 15) == 13.92333984375)  // 1901 / 2048 em
  }

  @Test("a font that is not there gives nil")
  func missing() {
    #expect(FontMetrics(family: "None", regular: "/nonexistent.ttf", bold: "/nonexistent-bold.ttf") == nil)
  }
}
