import CLua
import FoundationEssentials
import TourCore
import TourImport

/// A tour's fields for an app of tours: what makes it a candidate and TipKit's rules.
///
///     trigger = { screen = "cart" }      -- or { event = "itemAdded" }, { parameter = "plan" }, or
///                                        -- function(occasion) return occasion.name == "cart" end
///     rules = { { event = "cartOpened", count = 3, within = "7d" }, { parameter = "isLoggedIn", equals = true } },
///     ignoresDisplayFrequency = true,
///
/// Without a trigger the tour is a candidate when the app starts.
struct TourPlanReader {
  static let triggerKinds = ["event", "parameter", "screen"]
  static let eventRuleKeys = ["count", "event", "within"]
  static let parameterRuleKeys = ["equals", "parameter"]

  /// What the tour's fields say; `fail` makes the error for a field.
  static func read(
    _ stack: LuaStack, tour: Int32, fail: (String?, String) -> TourLoadError
  ) throws(TourLoadError) -> (trigger: TourTrigger, rules: [TipRule], ignoresDisplayFrequency: Bool) {
    func value(_ key: String) throws(TourLoadError) -> PlainValue {
      stack.rawGet(tour, named: key)
      defer { stack.pop() }
      do { return try stack.plainValue(-1) } catch { throw fail(key, error.at(key).message) }
    }
    let trigger: TourTrigger
    stack.rawGet(tour, "trigger")
    let isFunction = stack.type(-1) == LUA_TFUNCTION
    stack.pop()
    if isFunction {
      trigger = .custom
    } else {
      let given = try value("trigger")
      do throws(DecodingError) { trigger = try self.trigger(given) } catch { throw fail("trigger", error.at("trigger").message) }
    }
    var rules: [TipRule] = []
    let list = try value("rules")
    if list != .null {
      guard let items = list.items else {
        throw fail("rules", "rules must be a list of { event =, count =, within = } and { parameter =, equals = }")
      }
      for (offset, item) in items.enumerated() {
        do throws(DecodingError) { rules.append(try rule(item)) } catch { throw fail("rules", error.at("rules[\(offset + 1)]").message) }
      }
    }
    let ignores = try value("ignoresDisplayFrequency")
    switch ignores {
    case .null: return (trigger, rules, false)
    case .bool(let flag): return (trigger, rules, flag)
    default: throw fail("ignoresDisplayFrequency", "ignoresDisplayFrequency must be true or false, got \(ignores.kindName)")
    }
  }

  /// `{ screen = NAME }`, `{ event = NAME }` or `{ parameter = NAME }`; nil: at launch.
  static func trigger(_ value: PlainValue) throws(DecodingError) -> TourTrigger {
    guard value != .null else { return .launch }
    guard let fields = value.fields, fields.count == 1, let (kind, name) = fields.first, triggerKinds.contains(kind),
      let text = name.string, !text.isEmpty
    else {
      throw DecodingError("{ screen = NAME }, { event = NAME }, { parameter = NAME } or a function expected, got \(value.kindName)")
    }
    switch kind {
    case "screen": return .screen(text)
    case "event": return .event(text)
    default: return .parameter(text)
    }
  }

  /// `{ event = NAME, count = N, within = "7d" }` or `{ parameter = NAME, equals = VALUE }`.
  static func rule(_ value: PlainValue) throws(DecodingError) -> TipRule {
    guard let fields = value.fields else { throw DecodingError("a rule table expected, got \(value.kindName)") }
    if let name = fields["event"] {
      try OptionTable.rejectUnknown(fields.keys, valid: eventRuleKeys)
      guard let event = name.string, !event.isEmpty else { throw DecodingError("an event's name expected").at("event") }
      let given = fields["count"] ?? .null
      guard let count = given == .null ? 1 : given.number, count >= 1, count <= 1_000_000, count == count.rounded() else {
        let got = given.number.map { $0.scriptText } ?? given.kindName
        throw DecodingError("a whole count from 1 to 1000000 expected, got \(got)").at("count")
      }
      var within: Double?
      if let given = fields["within"], given != .null {
        guard let text = given.string, let seconds = TipRule.window(text) else {
          throw DecodingError("a window such as \"7d\", \"24h\", \"30m\" or \"45s\" expected").at("within")
        }
        within = seconds
      }
      return .event(event, count: Int(count), within: within)
    }
    if let name = fields["parameter"] {
      try OptionTable.rejectUnknown(fields.keys, valid: parameterRuleKeys)
      guard let parameter = name.string, !parameter.isEmpty else { throw DecodingError("a parameter's name expected").at("parameter") }
      guard let expected = fields["equals"], let json = jsonText(expected) else {
        throw DecodingError("a number, true, false or text expected").at("equals")
      }
      return .parameter(parameter, equals: json)
    }
    throw DecodingError("a rule needs event = NAME or parameter = NAME")
  }

  /// A value as the progress store keeps a parameter (`set NAME VALUE`): a number or a
  /// boolean as written, text as a JSON string.
  static func jsonText(_ value: PlainValue) -> String? {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number.isFinite ? number.scriptText : nil
    case .string(let text): return String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    default: return nil
    }
  }
}

extension PlannedTour {
  /// `tour` as the decision point across an app's tours sees it: its trigger, TipKit's rules and
  /// its own display rules.
  public init(_ tour: LuaTour) {
    let definition = tour.definition
    self.init(
      id: definition.id, trigger: definition.plan.trigger, rules: definition.plan.rules, display: definition.rules,
      ignoresDisplayFrequency: definition.plan.ignoresDisplayFrequency)
  }
}
