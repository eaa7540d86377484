/// The parts of the API written in Lua: what must yield (`tour.wait`), what calls `tostring`
/// (`tour.log`), and coroutines that pass host requests up. Runs once per state, before the
/// globals are locked, with `(sentinel, tour, log)` as arguments. (`load` in text mode is C:
/// `clua_load_text` in shim.h.)
enum Prelude {
  static let chunkName = "=[tourhost prelude]"

  static let source = #"""
    local HOST, tour, host_log = ...
    local co_create, co_resume, co_yield, co_status =
      coroutine.create, coroutine.resume, coroutine.yield, coroutine.status
    local error, type, select, tostring = error, type, select, tostring
    local concat = table.concat

    -- tour.wait(seconds): suspends the running hook on the host clock; returns the time waited.
    function tour.wait(...)
      local seconds = ...
      if type(seconds) ~= "number" then
        local got = select("#", ...) == 0 and "no value" or type(seconds)
        error("bad argument #1 to 'wait' (number expected, got " .. got .. ")", 2)
      end
      if seconds ~= seconds or seconds < 0 then
        error("bad argument #1 to 'wait' (seconds must not be negative)", 2)
      end
      return co_yield(HOST, "wait", seconds)
    end

    -- tour.log(...): a log event; arguments are joined as print joins them.
    function tour.log(...)
      local parts = {}
      for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
      host_log(concat(parts, "\t"))
    end

    -- A host request made inside one of the script's own coroutines goes up to the host, and
    -- the answer comes back down, so tour.wait works in coroutines too.
    local function forward(co, ...)
      local ok, first = ...
      if ok and first == HOST and co_status(co) == "suspended" then
        return forward(co, co_resume(co, co_yield(select(2, ...))))
      end
      return ...
    end

    local function resume(co, ...)
      return forward(co, co_resume(co, ...))
    end

    local function wrap(f)
      local co = co_create(f)
      local function unwrap(ok, ...)
        if ok then return ... end
        local err = ...
        error(err, type(err) == "string" and 2 or 0)
      end
      return function(...)
        return unwrap(forward(co, co_resume(co, ...)))
      end
    end

    return resume, wrap
    """#
}
