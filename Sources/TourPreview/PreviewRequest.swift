import Foundation

/// What the preview page asks of the running tour.
public enum PreviewRequest: Hashable, Sendable {
  /// A click on the picture, in screen points: routed as the `tap X Y` input command.
  case tap(x: Double, y: Double)
  /// A button of the page: one of the interactive mode's keys by name (`next`, `previous`,
  /// `skip`, ...: `InteractiveKey.buttonNames`).
  case key(String)
  /// A screen button of the page: the app shows the named screen.
  case navigate(String)
  /// The page's command field: an input command, as `:` takes it in the terminal.
  case command(String)
  /// The page's step picker: the tour goes to its mark `step` (from 1).
  case step(Int)
  /// A picker of the page: the environment's setting `name` (`textSize`, `device`, ...) at
  /// `value`; the host checks both.
  case setting(name: String, value: String)
  /// The page's export of a sheet: every step of the tour on show, in the configuration on show.
  case exportSheet

  /// Reads a message of the page: `{"type":"tap","x":120,"y":48}` or `{"type":"key","key":"next"}`
  /// with a key of `keys`; nil for anything else.
  public init?(json text: String, keys: Set<String>) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else { return nil }
    switch type {
    case "tap":
      guard let x = (object["x"] as? NSNumber)?.doubleValue, let y = (object["y"] as? NSNumber)?.doubleValue,
        x.isFinite, y.isFinite
      else { return nil }
      self = .tap(x: x, y: y)
    case "navigate":
      guard let screen = object["screen"] as? String, !screen.isEmpty else { return nil }
      self = .navigate(screen)
    case "command":
      guard let text = object["text"] as? String, !text.isEmpty, text.utf8.count <= 65_536 else { return nil }
      self = .command(text)
    case "key":
      guard let key = object["key"] as? String, keys.contains(key) else { return nil }
      self = .key(key)
    case "step":
      guard let step = (object["step"] as? NSNumber)?.doubleValue, step.rounded() == step, step >= 1, step <= 1_000_000 else { return nil }
      self = .step(Int(step))
    case "export":
      guard object["what"] as? String == "sheet" else { return nil }
      self = .exportSheet
    case "set":
      guard let name = object["name"] as? String, let value = object["value"] as? String, !name.isEmpty, name.utf8.count <= 64,
        !value.isEmpty, value.utf8.count <= 256
      else { return nil }
      self = .setting(name: name, value: value)
    default:
      return nil
    }
  }
}
