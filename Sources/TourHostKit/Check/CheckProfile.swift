/// Whose line a control's size is held to beside WCAG's 24×24 (`--profile`).
public enum CheckProfile: String, CaseIterable, Hashable, Sendable {
  /// WCAG 2.5.8's 24×24 only (the warning line is the same).
  case wcag
  /// Apple's Human Interface Guidelines: 44×44 pt (the default).
  case apple
  /// Android's accessibility guidance: 48×48 dp.
  case android

  var minimumTarget: Double {
    switch self {
    case .wcag: 24
    case .apple: 44
    case .android: 48
    }
  }

  var targetSource: String {
    switch self {
    case .wcag: "WCAG 2.5.8"
    case .apple: "Apple HIG"
    case .android: "Android accessibility"
    }
  }
}
