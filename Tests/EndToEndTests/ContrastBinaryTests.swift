import Foundation
import TestSupport
import Testing

/// Every drawn text is contrast-checked, default views and the skip view included (R3 of
/// round3-findings), and translucent layers are composited exactly and rounded once (R4).
/// Through the built binary; each fails on the build before (which found none of them).
@Suite("Contrast of every drawn text")
struct ContrastBinaryTests {
  /// `tourhost check` of a one-mark tour whose views are `views` (Lua) and whose fields are
  /// `fields`: its findings about contrast.
  func contrast(views: String, fields: String = "") throws -> [String] {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, mark)
          \(views)
        end,
        \(fields)
      }
      """)
    let result = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    return result.stdout.split(separator: "\n").filter { $0.contains("[text-contrast]") }.map(String.init)
  }

  @Test("recoloured default bodies and a pale skip view are found")
  func defaultViews() throws {
    #expect(
      try contrast(
        views: """
          local views = ctl.helper:makeDefaultCoachViews { hint = "Dark on dark" }
          views.body.innerColor = "#000000FF"
          views.body.textColor = "#222222FF"
          return views
          """) == [
          "tour.lua:6: error: the hint is 1.31:1 against its background (#222222 on #000000); needs 4.5:1 (WCAG 1.4.3); lighten the text or darken its background [text-contrast]"
        ])
    #expect(
      try contrast(
        views: """
          local views = ctl.helper:makeDefaultCoachViews { hint = "White on white", next = "Next" }
          views.body.textColor = "#FFFFFFFF"
          return views
          """) == [
          "tour.lua:6: error: the hint is 1.00:1 against its background (#FFFFFF on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background [text-contrast]",
          "tour.lua:6: error: the next is 1.00:1 against its background (#FFFFFF on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background [text-contrast]",
        ])
    #expect(
      try contrast(
        views: #"return ctl.helper:makeDefaultCoachViews { hint = "Fine" }"#,
        fields: ##"skipView = { title = "Skip", innerColor = "#FFFFFFFF", textColor = "#EEEEEEFF" },"##)
        == [
          "tour.lua:8: error: the skip view's title is 1.16:1 against its background (#EEEEEE on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background [text-contrast]"
        ])
  }

  @Test("a translucent fill over the overlay: composited exactly, 4.48:1, not 4.51:1")
  func translucent() throws {
    #expect(
      try contrast(
        views: """
          return { body = { kind = "rect", fill = "#5F0AB5BF", padding = 8, children = { { kind = "text", text = "Translucent", color = "#15FAE7FF" } } } }
          """) == [
          "tour.lua:5: error: the text is 4.48:1 against its background (#15FAE7 on #8243C3); needs 4.5:1 (WCAG 1.4.3); lighten the text or darken its background [text-contrast]"
        ])
  }
}
