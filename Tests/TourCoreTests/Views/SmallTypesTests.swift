import Testing
import TourCore

@Suite("Colours and spelling")
struct SmallTypesTests {
  @Test("colours parse #RRGGBB and #RRGGBBAA, and print #RRGGBBAA")
  func colours() {
    #expect(RGBAColor(hex: "#E8E8E8A6") == RGBAColor(red: 0xE8, green: 0xE8, blue: 0xE8, alpha: 0xA6))
    #expect(RGBAColor(hex: "#1c1c1e")?.hex == "#1C1C1EFF")
    #expect(RGBAColor(hex: "red") == nil)
    #expect(RGBAColor(hex: "#12345") == nil)
    #expect(RGBAColor(hex: "#GG0000") == nil)
    #expect(OverlayConfiguration().backgroundColor.hex == "#E8E8E8A6")
  }

  @Test("close spellings, never too far")
  func spelling() {
    #expect(Spelling.editDistance("kitten", "sitting") == 3)
    #expect(Spelling.editDistance("veiw", "view") == 1)
    #expect(Spelling.closest(to: "veiw", among: ["view", "frame"]) == "view")
    #expect(Spelling.closest(to: "willshow", among: ["willShow", "didShow"]) == "willShow")
    #expect(Spelling.closest(to: "nope", among: ["view", "frame"]) == nil)
    #expect(Spelling.closest(to: "ab", among: ["ac"]) == nil)
    // A long name cut short, or one that starts like the name: found.
    #expect(
      Spelling.closest(to: "gapBetweenCoachMarkAndCutout", among: ["gapBetweenBodyAndArrow", "gapBetweenCoachMarkAndCutoutPath"])
        == "gapBetweenCoachMarkAndCutoutPath")
    #expect(Spelling.closest(to: "childs", among: ["children", "frame", "id"]) == "children")
    #expect(Spelling.closest(to: "maxwidth", among: ["maxWidth", "width"]) == "maxWidth")
    // A shared stem is not enough when most of the name differs.
    #expect(Spelling.closest(to: "gapBetweenMarks", among: ["gapBetweenBodyAndArrow"]) == nil)
    #expect(Spelling.closest(to: "chi", among: ["children"]) == nil)
  }
}
