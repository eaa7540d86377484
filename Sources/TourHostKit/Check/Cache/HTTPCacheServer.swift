import CHTTPClient
import FoundationEssentials

/// A cache server that speaks the plain HTTP cache protocol, as Gradle's build cache,
/// bazel-remote's `/cas/`, sccache's WebDAV backend and nginx's WebDAV module serve it: `GET`,
/// `HEAD` and `PUT` of `URL/KEY`. Requests go through libcurl (loaded when the first is made),
/// over http or https, following no redirect.
public struct HTTPCacheServer: Sendable {
  /// The cache's address, without a `/` at its end.
  public let url: String
  /// Who the requests say they are.
  public let credentials: Credentials
  /// How long one request may take, in milliseconds (a fifth of it to connect).
  var timeout = 30_000

  /// A server at `text` (`http://` or `https://`, a host, any path; no user or password in
  /// it: they belong in the environment, since the address is printed); the reason when it
  /// is not one.
  public static func parse(_ text: String, credentials: Credentials) -> Result<HTTPCacheServer, CacheAddressError> {
    guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return .failure(CacheAddressError(message: "'\(text)' is not an http:// or https:// address"))
    }
    guard let host = parts.host, !host.isEmpty else { return .failure(CacheAddressError(message: "'\(text)' names no host")) }
    guard parts.user == nil, parts.password == nil else {
      return .failure(
        CacheAddressError(
          message: "'\(host)': put the user and password in TOURHOST_CACHE_USER and TOURHOST_CACHE_PASSWORD, not in the address"))
    }
    guard parts.query == nil, parts.fragment == nil else {
      return .failure(CacheAddressError(message: "'\(text)' has a query or a fragment; a cache's address is a folder"))
    }
    var url = text
    while url.hasSuffix("/") { url.removeLast() }
    return .success(HTTPCacheServer(url: url, credentials: credentials))
  }

  /// Why `--cache` is not the address of a cache server.
  public struct CacheAddressError: Error, Sendable {
    /// What is wrong, naming the address.
    public let message: String
  }

  /// What the requests send as credentials: a bearer token, else a user and password (HTTP
  /// Basic), else none. Read from the environment, never from the address.
  public struct Credentials: Sendable, Equatable {
    /// A bearer token (`TOURHOST_CACHE_TOKEN`), sent in place of a user and password.
    public var token: String?
    /// A user for HTTP Basic authentication (`TOURHOST_CACHE_USER`).
    public var user: String?
    /// That user's password (`TOURHOST_CACHE_PASSWORD`).
    public var password: String?

    /// The environment's variables that hold them, with what each is.
    public static let variables: [(name: String, meaning: String)] = [
      ("TOURHOST_CACHE_TOKEN", "a bearer token, sent as `Authorization: Bearer …`"),
      ("TOURHOST_CACHE_USER", "a user, for HTTP Basic authentication"),
      ("TOURHOST_CACHE_PASSWORD", "that user's password"),
    ]

    /// The credentials `environment` holds.
    public init(environment: [String: String]) {
      let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
      token = value(Self.variables[0].name)
      user = value(Self.variables[1].name)
      password = value(Self.variables[2].name)
    }
  }

  /// Why a request failed: no answer, or an answer the protocol does not allow.
  struct Failure: Error {
    let message: String
  }

  /// The entry `key`, at most `most` bytes; nil when the server has none (404).
  func get(_ key: String, most: Int) throws(Failure) -> [UInt8]? {
    let (status, body) = try exchange("GET", key, most: most)
    switch status {
    case 200: return body
    case 404: return nil
    default: throw Failure(message: "it answered \(status) to GET \(key)")
    }
  }

  /// Whether the server has the entry `key`.
  func has(_ key: String) throws(Failure) -> Bool {
    let (status, _) = try exchange("HEAD", key, most: 0)
    switch status {
    case 200: return true
    case 404: return false
    default: throw Failure(message: "it answered \(status) to HEAD \(key)")
    }
  }

  /// Stores `bytes` as the entry `key`.
  func put(_ key: String, _ bytes: [UInt8]) throws(Failure) {
    let (status, _) = try exchange("PUT", key, body: bytes, most: 1 << 16)
    guard [200, 201, 204].contains(status) else { throw Failure(message: "it answered \(status) to PUT \(key)") }
  }

  private func exchange(_ method: String, _ key: String, body: [UInt8] = [], most: Int) throws(Failure) -> (Int, [UInt8]) {
    var response = tourhost_http_response()
    let answered = body.withUnsafeBufferPointer { bytes in
      tourhost_http_exchange(
        method, url + "/" + key, credentials.token, credentials.user, credentials.password, bytes.baseAddress, bytes.count, most,
        timeout, &response)
    }
    defer { tourhost_http_free(&response) }
    if response.too_large != 0 { throw Failure(message: "it sent more than \(most) bytes for \(key)") }
    guard answered == 0 else {
      let reason = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      throw Failure(message: "\(method) \(key): \(reason)")
    }
    let bytes = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.length)) } ?? []
    return (response.status, bytes)
  }
}
