import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit

@testable import TourLua

/// Markup from scripts: a link's id reaches `didSelectLink` by input command and by a tap on
/// its words, the rest of Instructions' body is still next, and markup that does not parse is
/// shown as written with one warning at the line that made the views.
@Suite("markup from scripts")
struct MarkupScriptTests {
  /// Marks whose views are Instructions' default body with `hint`.
  func run(hint: String, extra: String = "") throws -> ScriptRun {
    try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = \(hint), next = "Next" }
        end,
        didSelectLink = function(ctl, index, id)
          tour.log("link", index, id)
          tour.wait(0.5)
          tour.log("waited")
        end,
        \(extra)
        """))
  }

  @Test("link ID runs didSelectLink as a hook that may wait; the flow stays on the mark")
  func linkCommand() throws {
    let run = try run(hint: #""See [the help](help) first.""#).start()
    run.input("link help", "wait 1")
    #expect(run.logs == ["link\t1\thelp", "waited"])
    #expect(run.log.events.contains(.link(index: 1, id: "help")))
    #expect(run.controller.readout.shownIndex == 1)
    run.input("link nope")
    #expect(run.warnings == ["link: mark 1 has no link 'nope'; its links: help"])
  }

  @Test("a tap on the link's words selects it; a tap elsewhere on the body is next")
  func linkTap() throws {
    let run = try run(hint: #""See [the help](help) first.""#).start()
    let link = try #require(run.controller.readout.controls.first { $0.kind == .link("help") })
    #expect(link.label == "the help")
    // The estimate's widths: "See " is 4 × 8.25 = 33 points after the body's 15-point inset.
    #expect(link.frame.width == 8 * 15 * 0.55)
    run.input("tap \(link.frame.midX) \(link.frame.midY)")
    #expect(run.logs == ["link\t1\thelp", "waited"])
    let body = try #require(run.controller.readout.shown?.layout.body)
    run.input("tap \(body.maxX - 10) \(body.maxY - 5)")
    #expect(run.controller.readout.shownIndex == 2)
  }

  @Test("markup that does not parse is shown as written, with one warning at the line that made the views")
  func broken() throws {
    let run = try run(hint: #""Tap **Add to keep it""#).start()
    run.input("next")
    #expect(run.warnings == ["tour.lua:18: hint: markup: ** at 5 is never closed; shown as written"])
    var texts: [SceneNode.TextContent] = []
    func walk(_ node: SceneNode) {
      if case .text(let text) = node.content, node.role == "hint" { texts.append(text) }
      for child in node.children { walk(child) }
    }
    for mark in run.controller.scene().marks { walk(mark.body) }
    #expect(texts.map(\.lines) == [["Tap **Add to keep it"]])
    #expect(texts.map(\.fragments) == [nil])
  }
}

/// The headers a picture's size is read from.
@Suite("picture headers")
struct PictureHeaderTests {
  @Test("a PNG's IHDR and a JPEG's first start-of-frame give the size; anything else is not a picture")
  func sizes() {
    #expect(BubbleImageReader.picture(RuleExampleBytes.png)?.0 == "png")
    #expect(BubbleImageReader.picture(RuleExampleBytes.png)?.1 == Size(width: 1, height: 1))
    // SOI, an APP0 of 16 bytes, then SOF0: precision 8, height 480, width 640.
    let jpeg = Data(
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03])
    #expect(BubbleImageReader.picture(jpeg)?.0 == "jpeg")
    #expect(BubbleImageReader.picture(jpeg)?.1 == Size(width: 640, height: 480))
    #expect(BubbleImageReader.picture(Data("GIF89a".utf8)) == nil)
    #expect(BubbleImageReader.picture(Data([0xFF, 0xD8, 0xFF])) == nil)
  }
}

/// A PNG of one pixel.
enum RuleExampleBytes {
  static let png = RuleExample.pixel
}
