import Foundation
import TestSupport
import Testing

@testable import TourLua

/// `types/tourhost.lua`, the definitions editors read, against the API the bridge really has:
/// the same tour fields, options and view fields as the decoders accept, and every method and
/// property it declares present on a live `ctl` and `tour`.
@Suite("Lua definitions for editors")
struct LuaDefinitionsTests {
  static let source = try! String(
    contentsOf: TourhostBinary.packageRoot.appendingPathComponent("types/tourhost.lua"), encoding: .utf8)

  /// The `---@field` names of a class, in the order written.
  func fields(of name: String) -> [String] {
    var inClass = false
    var names: [String] = []
    for line in Self.source.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("---@class ") {
        let declared = line.dropFirst("---@class ".count).replacingOccurrences(of: "(exact) ", with: "")
        inClass = declared.split(whereSeparator: { $0 == " " || $0 == ":" }).first.map(String.init) == name
      } else if inClass, line.hasPrefix("---@field ") {
        let field = line.dropFirst("---@field ".count).prefix { $0 != " " && $0 != "?" }
        if !field.hasPrefix("[") { names.append(String(field)) }
      } else if !line.hasPrefix("---") {
        inClass = false
      }
    }
    return names
  }

  /// The functions declared on a table (`function Flow:showNext`, `function tour.wait`).
  func functions(of table: String) -> [String] {
    Self.source.split(separator: "\n").compactMap { line in
      for separator in [":", "."] where line.hasPrefix("function \(table)\(separator)") {
        return String(line.dropFirst("function \(table)\(separator)".count).prefix { $0 != "(" })
      }
      return nil
    }
  }

  @Test("the tour's fields, the mark's, the options and the view tables match what the bridge accepts")
  func fieldsMatch() {
    #expect(Set(fields(of: "Tour")) == Set(TourFields.hooks + TourFields.values))
    #expect(Set(fields(of: "CoachMark")) == Set(MarkFields.names))
    #expect(Set(fields(of: "CoachMark") + fields(of: "MakeCoachMarkOptions")) == Set(HelperBinding.markOptions))
    #expect(Set(fields(of: "OverlaySettings")) == Set(OverlaySettings.names))
    #expect(Set(fields(of: "ScreenDescription")) == Set(ScreenDecoder.screenKeys))
    #expect(Set(fields(of: "ViewDescription")) == Set(ScreenDecoder.viewKeys))
    #expect(Set(fields(of: "CapturedScreen")) == Set(ScreenReader.captureKeys))
    #expect(Set(fields(of: "DefaultBody")) == Set(ViewTables.bodyKeys))
    #expect(Set(fields(of: "DefaultArrow")) == Set(ViewTables.arrowKeys))
    #expect(Set(fields(of: "SkipView")) == Set(ViewTables.skipKeys.filter { $0 != "kind" }))
    #expect(Set(fields(of: "RectView")) == Set(CustomViewTables.rectKeys))
    #expect(Set(fields(of: "TextView")) == Set(CustomViewTables.textKeys))
    #expect(Set(fields(of: "ImageView")) == Set(CustomViewTables.imageKeys))
    #expect(Set(fields(of: "AnimationParameters")) == Set(AnimationTables.parameterKeys))
    #expect(Set(fields(of: "ViewState")) == Set(AnimationTables.stateKeys))
    #expect(Set(fields(of: "ViewState") + fields(of: "Keyframe")) == Set(AnimationTables.keyframeKeys))
    #expect(Set(fields(of: "ViewState") + fields(of: "AnimateOptions")) == Set(AnimationTables.animateKeys))
    #expect(Set(fields(of: "PageDescription")) == Set(PageTables.pageKeys))
    #expect(Set(fields(of: "CoachMark") + fields(of: "MakeCoachMarkOptions") + fields(of: "PageMark")) == Set(PageTables.markKeys))
  }

  @Test("every method and property it declares is there on a live ctl, manager and tour")
  func membersExist() throws {
    func check(_ expression: String, _ names: [String], method: Bool) -> String {
      names.map { "check('\(expression).\($0)', function() return \(expression).\($0) end, \(method))" }.joined(separator: "\n")
    }
    let checks = [
      check("ctl", functions(of: "Controller"), method: true), check("ctl", fields(of: "Controller"), method: false),
      check("ctl.flow", functions(of: "Flow"), method: true), check("ctl.flow", fields(of: "Flow"), method: false),
      check("ctl.helper", functions(of: "Helper"), method: true),
      check("ctl.screen", functions(of: "ScreenApi"), method: true),
      check("ctl.screen", fields(of: "ScreenApi").filter { $0 != "name" }, method: false),
      check("ctl.pages", functions(of: "Pages"), method: true), check("ctl.pages", ["count"], method: false),
      check("tour", functions(of: "tour"), method: true), check("tour", fields(of: "TourGlobal"), method: false),
      check("tour.path", functions(of: "TourPaths"), method: true),
    ].joined(separator: "\n")
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl, mark, index)
          local function check(name, get, method)
            local ok, value = pcall(get)
            if not ok or value == nil or (method and type(value) ~= "function") then tour.log("missing", name) end
          end
          \(checks)
          ctl.helper:updateCurrentCoachMark(function(mark, converter)
            \(check("converter", functions(of: "Converter"), method: true))
          end)
        end,
        fetchAppearanceTransition = function(ctl, view, index, manager)
          local function check(name, get, method)
            local ok, value = pcall(get)
            if not ok or value == nil or (method and type(value) ~= "function") then tour.log("missing", name) end
          end
          \(check("manager", functions(of: "AnimationManager"), method: true))
          \(check("manager", fields(of: "AnimationManager"), method: false))
          \(check("manager.parameters", fields(of: "AnimationParameters"), method: false))
          \(check("view", fields(of: "MarkView"), method: false))
        end,
        """))
    run.start()
    #expect(run.logs == [])
    #expect(run.errors == [])
    // The checks ran: the tour global really is what the definitions say, and nothing more.
    #expect(
      Set(functions(of: "tour") + fields(of: "TourGlobal")) == [
        "rect", "point", "wait", "after", "now", "log", "path", "state", "emit", "t", "invalidate",
      ])
  }

  @Test("the definitions are valid Lua, and every example is annotated with its class")
  func validAndUsed() throws {
    let run = try ScriptRun(
      ScriptRun.tour(marks: 1, "validate = function() local f, e = load(\(luaLongString(Self.source)), '=types'); tour.log(f ~= nil, e) end,"))
    run.start().input("call validate")
    #expect(run.logs == ["true\tnil"])
    let examples = TourhostBinary.packageRoot.appendingPathComponent("scripts/examples")
    for file in try FileManager.default.contentsOfDirectory(atPath: examples.path) where file.hasSuffix(".lua") {
      let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("---@type Tour\n") || text.contains("---@type PilotedTour\n"), "\(file) has no ---@type annotation")
    }
    let luarc = try String(contentsOf: examples.appendingPathComponent(".luarc.json"), encoding: .utf8)
    #expect(luarc.contains(#""../../types""#))
  }

  /// `[==[...]==]`, long enough for any text without `]==]` in it.
  private func luaLongString(_ text: String) -> String { "[==[" + text + "]==]" }
}
