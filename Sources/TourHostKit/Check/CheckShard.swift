/// `--shard INDEX/TOTAL` (Playwright's and Jest's way of writing it): one of `total` shares of
/// the configurations of all the tours given, every total-th one in order, so that the
/// shares differ by one configuration at most and stay the same from run to run.
public struct CheckShard: Hashable, Sendable {
  /// From 1.
  public let index: Int
  public let total: Int

  /// `2/4`; nil with the reason when it is not one.
  public static func parse(_ text: String) -> Result<CheckShard, CheckShardError> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]) else {
      return .failure(CheckShardError(message: "'\(text)' is not INDEX/TOTAL, such as 1/4"))
    }
    guard total >= 1, total <= 1000 else { return .failure(CheckShardError(message: "the total \(total) is not from 1 to 1000")) }
    guard index >= 1, index <= total else { return .failure(CheckShardError(message: "the index \(index) is not from 1 to \(total)")) }
    return .success(CheckShard(index: index, total: total))
  }

  /// Whether the configuration at `position` (over every tour, in order) is this shard's.
  func owns(_ position: Int) -> Bool { position % total == index - 1 }
}

/// Why `--shard` could not be read.
public struct CheckShardError: Error, Sendable {
  public let message: String
}
