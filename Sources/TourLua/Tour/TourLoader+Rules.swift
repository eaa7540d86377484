import CLua
import FoundationEssentials
import TourCore
import TourImport

/// What decides and checks the tour: its display rules (`once`, `displayFrequency`, ...), what
/// `tourhost check` is told (`check = { ... }`), and the views it names that no screen has.
extension TourLoader {
  /// `check = { ignore = { "control-size", ... }, minimumOS = { ios = "17", android = 26 } }`:
  /// the rule ids `tourhost check` leaves out, and the app's oldest OS (which devices it plays).
  func readCheck(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError)
    -> (ignore: [String], minimumOS: MinimumOS?)
  {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "check") != LUA_TNIL else { return ([], nil) }
    let value: PlainValue
    do { value = try stack.plainValue(-1) } catch { throw fail("check", error.at("check").message) }
    guard let fields = value.fields, Set(fields.keys).isSubset(of: ["ignore", "minimumOS"]) else {
      throw fail("check", "check must be a table with ignore = { \"rule-id\", ... } and minimumOS = { ios = \"17\", android = 26 }")
    }
    guard let items = (fields["ignore"] ?? .array([])).items, items.allSatisfy({ $0.string != nil }) else {
      throw fail("check", "check.ignore must be a list of rule ids, such as { \"control-size\" }")
    }
    guard let minimum = fields["minimumOS"] else { return (items.compactMap(\.string), nil) }
    let platforms = minimum.fields ?? [:]
    let text = platforms.sortedByKey.map { key, value in "\(key)=\(value.string ?? value.number.map { String(Int($0)) } ?? "?")" }
    guard minimum.fields != nil, case .success(let parsed) = MinimumOS.parse(text.joined(separator: ",")) else {
      throw fail("check", "check.minimumOS must be { ios = \"17\", android = 26 }: iOS's major version, Android's API level")
    }
    return (items.compactMap(\.string), parsed)
  }

  /// `once`, `resume`, `maxDisplayCount`, `displayFrequency`.
  func readRules(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> DisplayRules {
    let stack = state.stack
    var rules = DisplayRules()
    for (key, path) in [("once", \DisplayRules.once), ("resume", \DisplayRules.resume)] {
      let type = stack.rawGet(tour, named: key)
      defer { stack.pop() }
      guard type != LUA_TNIL else { continue }
      guard type == LUA_TBOOLEAN else { throw fail(key, "\(key) must be true or false, got \(stack.typeName(-1))") }
      rules[keyPath: path] = stack.boolean(-1) ?? false
    }
    if stack.rawGet(tour, "maxDisplayCount") != LUA_TNIL {
      guard let count = stack.integer(-1), count >= 1 else {
        throw fail(
          "maxDisplayCount",
          "maxDisplayCount must be a whole number of starts (1 or more), got \(stack.number(-1).map(\.scriptText) ?? stack.typeName(-1))")
      }
      rules.maxDisplayCount = Int(count)
    }
    stack.pop()
    if stack.rawGet(tour, "displayFrequency") != LUA_TNIL {
      do { rules.displayFrequency = try OptionTable.choice(stack, -1, DisplayFrequency.self) } catch {
        throw fail("displayFrequency", error.at("displayFrequency").message)
      }
    }
    stack.pop()
    return rules
  }

  /// The views named by a string literal in the script that are on none of the tour's screens
  /// (or not on the screen named beside them), found when the tour loads: a mark made from one
  /// would fail only when the tour gets there. A mark that waits for its view is left out.
  /// `tourhost check` reports them; a run does not (the app may add the view later).
  func unknownLiteralViews(_ description: TourDefinition, _ locator: SourceLocator) -> [(line: Int, message: String)] {
    var problems: [(line: Int, message: String)] = []
    let screens = description.screens?.screens ?? ["": description.screen]
    for (line, view, screenName) in locator.literalViews {
      let candidates = screenName.flatMap { screens[$0].map { [$0] } } ?? Array(screens.values)
      var suggestion: String?
      var found = false
      for screen in candidates {
        do throws(ScreenError) {
          _ = try screen.resolve(view)
          found = true
        } catch {
          if case .ambiguousView = error { found = true }
          if case .unknownView(_, let close) = error, suggestion == nil { suggestion = close }
        }
      }
      guard !found else { continue }
      let where_ = screenName.map { "the screen '\($0)'" } ?? (screens.count > 1 ? "any of the tour's screens" : "the tour's screen")
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      problems.append((line, "view '\(view.quotedInMessage)' is not on \(where_)\(hint)"))
    }
    return problems
  }
}
