import FoundationEssentials

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
    guard let message = try? JSONDecoder().decode(PageMessage.self, from: Data(text.utf8)), let type = message.type else { return nil }
    switch type {
    case "tap":
      guard let x = message.x, let y = message.y,
        x.isFinite, y.isFinite
      else { return nil }
      self = .tap(x: x, y: y)
    case "navigate":
      guard let screen = message.screen, !screen.isEmpty else { return nil }
      self = .navigate(screen)
    case "command":
      guard let text = message.text, !text.isEmpty, text.utf8.count <= 65_536 else { return nil }
      self = .command(text)
    case "key":
      guard let key = message.key, keys.contains(key) else { return nil }
      self = .key(key)
    case "step":
      guard let step = message.step, step.rounded() == step, step >= 1, step <= 1_000_000 else { return nil }
      self = .step(Int(step))
    case "export":
      guard message.what == "sheet" else { return nil }
      self = .exportSheet
    case "set":
      guard let name = message.name, let value = message.value, !name.isEmpty, name.utf8.count <= 64,
        !value.isEmpty, value.utf8.count <= 256
      else { return nil }
      self = .setting(name: name, value: value)
    default:
      return nil
    }
  }
}

/// The fields a page's message may have, each read on its own: one of another type is left
/// out, and the message judged without it.
private struct PageMessage: Decodable {
  var type, screen, text, key, what, name, value: String?
  var x, y, step: Double?

  private enum Field: String, CodingKey {
    case type, screen, text, key, what, name, value, x, y, step
  }

  init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Field.self)
    func string(_ field: Field) -> String? { try? fields.decodeIfPresent(String.self, forKey: field) }
    func number(_ field: Field) -> Double? { try? fields.decodeIfPresent(Double.self, forKey: field) }
    (type, screen, text, key) = (string(.type), string(.screen), string(.text), string(.key))
    (what, name, value) = (string(.what), string(.name), string(.value))
    (x, y, step) = (number(.x), number(.y), number(.step))
  }
}
