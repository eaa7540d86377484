import NIOHTTP1

extension ListeningPort {
  /// Whether `LoopbackPolicy` lets a request with this head in (none before the port is known).
  func allows(_ head: HTTPRequestHead, isUpgrade: Bool) -> Bool {
    guard let port = value else { return false }
    return LoopbackPolicy(port: port).allows(host: head.headers["Host"].first, origin: head.headers["Origin"].first, isUpgrade: isUpgrade)
  }
}

extension HTTPRequestHead {
  /// The request's path, without its query (`/scene.svg?t=1` → `/scene.svg`).
  var path: String {
    String(uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
  }
}
