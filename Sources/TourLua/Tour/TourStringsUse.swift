/// How a tour uses its strings, for `tourhost check`: which of them it can show, and which
/// locale each file of a folder of strings holds (what a configuration depends on).
public struct TourStringsUse: Sendable {
  /// The keys it can show: named by a literal in its script (`tour.t("key")`, `titleKey`),
  /// or looked up while it played.
  public let keysShown: Set<String>
  /// The locale each file of a folder of strings holds, by path (a catalog is not here: one
  /// file holds every locale).
  public let fileLocales: [String: String]
}
