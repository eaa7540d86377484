import FoundationEssentials
import TourCore
import TourImport

/// A shard's part of a check, as its JSON carries it (`"part"`): every tour's summary and the
/// configurations the shard played, with their findings before grouping, so that `--merge`
/// groups the parts of every shard exactly as one run would have.
public struct CheckPart: Sendable {
  let shard: CheckShard
  let tours: [TourPart]

  /// The part as JSON.
  var json: JSONValue {
    JSONValue.from(
      encodable: Record(
        index: shard.index, total: shard.total, version: TourhostVersion.current,
        tours: tours.map { tour in
          TourRecord(
            id: tour.plan.id, file: tour.plan.file, configurations: tour.plan.configurations,
            tourFindings: tour.plan.tourFindings.map(FindingRecord.init),
            ignored: tour.plan.ignored, marks: tour.plan.marks, sheet: tour.plan.sheet, notes: tour.plan.notes, members: tour.plan.members,
            played: tour.played.sortedByKey.map { index, played in PlayedRecord(index: index, played) })
        }))
  }

  /// Why parts could not be merged.
  public struct MergeError: Error, CustomStringConvertible {
    public let description: String
  }

  /// The one result of every shard's part, as one run of them all would give it. Every
  /// shard of one total must be there once, from this version of tourhost.
  public static func merge(files: [String]) throws(MergeError) -> CheckResult {
    var records: [(file: String, record: Record)] = []
    for file in files {
      let data: Data
      do throws(FileReadError) { data = Data(try FileContents.read(file, most: CheckCache.largestFile)) } catch {
        throw MergeError(description: "cannot read \(file) (\(error.reason))")
      }
      do {
        let document = try JSONDecoder().decode(Document.self, from: data)
        guard let part = document.part else {
          throw MergeError(description: "\(file) is not a shard's JSON (written by tourhost check --shard I/N --format json)")
        }
        records.append((file, part))
      } catch let error as MergeError {
        throw error
      } catch {
        throw MergeError(description: "\(file) is not a shard's JSON (written by tourhost check --shard I/N --format json)")
      }
    }
    guard let first = records.first?.record else { throw MergeError(description: "--merge needs the shards' JSON files") }
    for (file, record) in records where record.version != TourhostVersion.current {
      throw MergeError(description: "\(file) was written by tourhost \(record.version), not \(TourhostVersion.current)")
    }
    for (file, record) in records { try check(record, file: file, against: (files[0], first)) }
    for (file, record) in records where record.total != first.total {
      throw MergeError(description: "\(file) is shard \(record.index)/\(record.total), not one of \(first.total)")
    }
    let indexes = records.map(\.record.index)
    // A shard given twice first: it is why another is missing.
    var seen: [Int: String] = [:]
    for (file, record) in records {
      if let earlier = seen[record.index] {
        throw MergeError(description: "shard \(record.index)/\(record.total) is given twice: \(earlier) and \(file)")
      }
      seen[record.index] = file
    }
    let missing = (1...first.total).filter { !indexes.contains($0) }
    guard missing.isEmpty else {
      throw MergeError(description: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(first.total)" }.joined(separator: ", ")) missing")
    }
    var parts: [TourPart] = []
    for (offset, tour) in first.tours.enumerated() {
      var played: [Int: CheckRunner.Played] = [:]
      for (file, record) in records {
        guard offset < record.tours.count, record.tours[offset].file == tour.file else {
          throw MergeError(description: "\(file) checked other tours than \(files[0])")
        }
        for item in record.tours[offset].played { played[item.index] = item.played }
      }
      parts.append(TourPart(plan: tour.summary, played: played))
    }
    return CheckRunner.assemble(parts)
  }

  /// Every number of a shard's part checked before it is used: its index and total as
  /// `--shard` takes them, each played index one of its tour's configurations, given once; and
  /// its tours the first shard's, with the same configurations. A part of no tours is refused:
  /// a merge of nothing must not pass.
  private static func check(_ record: Record, file: String, against first: (file: String, record: Record)) throws(MergeError) {
    if case .failure(let problem) = CheckShard.parse("\(record.index)/\(record.total)") {
      throw MergeError(description: "\(file): \(problem.message)")
    }
    guard !record.tours.isEmpty else { throw MergeError(description: "\(file) checked no tours") }
    let sameTours =
      record.tours.count == first.record.tours.count
      && zip(record.tours, first.record.tours).allSatisfy { $0.file == $1.file && $0.id == $1.id }
    guard sameTours else { throw MergeError(description: "\(file) checked other tours than \(first.file)") }
    guard zip(record.tours, first.record.tours).allSatisfy({ $0.configurations == $1.configurations }) else {
      throw MergeError(description: "\(file) checked other configurations than \(first.file) (another --devices, --locales, ... ?)")
    }
    for tour in record.tours {
      var seen: Set<Int> = []
      for item in tour.played {
        guard tour.configurations.indices.contains(item.index), seen.insert(item.index).inserted else {
          throw MergeError(
            description: "\(file): \(tour.file) has no configuration \(item.index) (it has \(tour.configurations.count)), or gives it twice")
        }
      }
    }
  }

  // MARK: - The records

  private struct Document: Decodable {
    let part: Record?
  }

  private struct Record: Codable {
    let index: Int
    let total: Int
    let version: String
    let tours: [TourRecord]
  }

  private struct TourRecord: Codable {
    let id: String
    let file: String
    let configurations: [String]
    let tourFindings: [FindingRecord]
    let ignored: [String]
    let marks: Int
    let sheet: [String]
    let notes: [String]
    let members: [String]
    let played: [PlayedRecord]

    var summary: TourSummary {
      TourSummary(
        id: id, file: file, configurations: configurations, tourFindings: tourFindings.map(\.finding), ignored: ignored, marks: marks, sheet: sheet,
        notes: notes, members: members)
    }
  }

  private struct PlayedRecord: Codable {
    let index: Int
    let findings: [FindingRecord]
    let markIgnores: [String: [String]]

    init(index: Int, _ played: CheckRunner.Played) {
      self.index = index
      findings = played.findings.map(FindingRecord.init)
      markIgnores = played.markIgnoresByName
    }

    var played: CheckRunner.Played {
      CheckRunner.Played(
        findings: findings.map(\.finding), markIgnores: CheckRunner.Played.markIgnores(byName: markIgnores))
    }
  }
}

/// A finding before grouping, as JSON keeps it (the shards' parts, the cache): one array of
/// strings, which reads several times faster than an object (a cache holds thousands).
struct FindingRecord: Codable, Hashable {
  let rule: String
  let severity: CheckSeverity
  let message: String
  let mark: Int?
  let element: String
  let line: Int?
  let frame: [Double]?
  let picture: String?

  init(_ finding: RawFinding) {
    rule = finding.rule.rawValue
    severity = finding.severity
    message = finding.message
    mark = finding.mark
    element = finding.element
    line = finding.line
    frame = finding.frame.map { [$0.x, $0.y, $0.width, $0.height] }
    picture = finding.picture
  }

  var finding: RawFinding {
    RawFinding(
      rule: CheckRule(rawValue: rule), severity: severity, message: message, mark: mark, element: element, line: line,
      frame: frame.flatMap { $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }, picture: picture)
  }

  /// `[rule, severity, message, mark, element, line, frame, picture]`, empty for none; the
  /// frame's numbers as Swift writes a Double (they read back exactly).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode([
      rule, severity.rawValue, message, mark.map(String.init) ?? "", element, line.map(String.init) ?? "",
      frame.map { $0.map { "\($0)" }.joined(separator: " ") } ?? "", picture ?? "",
    ])
  }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    try self.init(fields: &container)
  }

  /// The finding written as `container`'s strings, read one by one: a cache of thousands of
  /// findings reads in a fifth of the time that decoding a `[String]` (generic, element by
  /// element) takes.
  init(fields container: inout any UnkeyedDecodingContainer) throws {
    var fields: [String] = []
    fields.reserveCapacity(8)
    while !container.isAtEnd, fields.count <= 8 { fields.append(try container.decode(String.self)) }
    guard fields.count == 8, let severity = CheckSeverity(rawValue: fields[1]) else {
      throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "not a finding"))
    }
    rule = fields[0]
    self.severity = severity
    message = fields[2]
    mark = Int(fields[3])
    element = fields[4]
    line = Int(fields[5])
    frame = fields[6].isEmpty ? nil : fields[6].split(separator: " ").compactMap { Double($0) }
    picture = fields[7].isEmpty ? nil : fields[7]
  }
}

extension JSONValue {
  /// `value` as JSON with its keys sorted, numbers as JSONEncoder gives them (to 9 places).
  static func from(encodable value: some Encodable) -> JSONValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return .null }
    var reader = JSONReader([UInt8](data))
    guard let plain = try? reader.document() else { return .null }
    return from(plain: plain)
  }

  private static func from(plain value: PlainValue) -> JSONValue {
    switch value {
    case .object(let fields): .object(fields.sortedByKey.map { ($0, from(plain: $1)) })
    case .array(let items): .array(items.map { from(plain: $0) })
    case .string(let string): .string(string)
    case .number(let number): .number(number, decimals: 9)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
