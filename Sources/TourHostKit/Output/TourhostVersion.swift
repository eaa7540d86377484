/// tourhost's version: what `tourhost --version` prints and what reports name as their tool's
/// (SARIF's `tool.driver.version`). Raised with each release of the command line.
public enum TourhostVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.3.0"
}
