import FoundationEssentials

/// The caches a check asks before it plays a configuration: its folder (`--cache DIR`), then
/// a cache server (`--cache URL`); what one answers, the other is given.
struct CheckCaches {
  let local: CheckCache?
  let remote: RemoteCheckCache?

  init(_ options: CheckOptions) {
    let digests = FileDigests()
    local = options.cacheFolder.map { CheckCache(folder: $0, options: options, digests: digests) }
    remote = options.cacheServer.map { RemoteCheckCache(server: $0, options: options, digests: digests) }
  }

  /// Fills `played` with what the caches have of `units` (each tour's configurations); the
  /// units they lack, to play, in order.
  func lookUp(_ units: [(tour: Int, configuration: Int)], _ plans: [TourPlan], into played: inout [[Int: CheckRunner.Played]])
    -> [(tour: Int, configuration: Int)]
  {
    var missing: [Int: [Int]] = [:]
    for unit in units {
      if let hit = local?.lookUp(plans[unit.tour], configuration: unit.configuration) {
        played[unit.tour][unit.configuration] = hit
      } else {
        missing[unit.tour, default: []].append(unit.configuration)
      }
    }
    if let remote {
      for (tour, configurations) in missing.sortedByKey {
        for (configuration, hit) in remote.lookUp(plans[tour], configurations: configurations) {
          played[tour][configuration] = hit
          local?.store(hit, plans[tour], configuration: configuration)
        }
      }
    }
    return units.filter { played[$0.tour][$0.configuration] == nil }
  }

  /// Keeps what was played: each configuration in the folder, and on the server what it lacks.
  func store(
    _ played: [[Int: CheckRunner.Played]], fresh: [(tour: Int, configuration: Int)], units: [(tour: Int, configuration: Int)],
    _ plans: [TourPlan]
  ) {
    for unit in fresh {
      if let result = played[unit.tour][unit.configuration] { local?.store(result, plans[unit.tour], configuration: unit.configuration) }
    }
    guard let remote else { return }
    var wanted: [Int: [Int]] = [:]
    for unit in units { wanted[unit.tour, default: []].append(unit.configuration) }
    for (tour, configurations) in wanted.sortedByKey { remote.store(plans[tour], configurations: configurations, results: played[tour]) }
  }
}
