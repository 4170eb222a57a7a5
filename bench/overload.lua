-- The wrk script of bench/overload.ts: the 20-item history page at random cursors
-- (/transactions-history?limit=20&fromItem=<1..470>, seeded with BENCH_SEED, default 11), each
-- request with its own X-Request-Id, which the node echoes, so each answer is matched with the
-- moment its request was sent and its latency is recorded by status: admitted (2xx/3xx) apart
-- from shed (503), which wrk's own latency figures mix.
--
-- BENCH_HONOUR_RETRY_AFTER=1: clients that honour Retry-After as this node's clients do: after
-- each 503 one next request waits Retry-After seconds and a random share of that up to half again
-- (adapters/http/client/retry_after.ts) before it is sent (wrk's delay() is not told which
-- connection asks, so the wait falls on the next request sent, of any connection: the same number
-- of waits, and the connections are alike).
--
-- At the end one line `OVERLOAD_REPORT {json}`: requests, duration (µs), socket errors,
-- timeouts, and for admitted and shed answers their count and latency p50/p90/p99 (µs), from a
-- log-linear histogram (buckets 1 % wide), plus the count of other statuses.

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } overload_timespec;
  int clock_gettime(int clock_id, overload_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local now_ts = ffi.new("overload_timespec")
local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, now_ts)
  return tonumber(now_ts.tv_sec) * 1e6 + tonumber(now_ts.tv_nsec) / 1e3
end

local LOG_STEP = math.log(1.01)
local function bucket_of(us)
  if us < 1 then return 0 end
  return math.floor(math.log(us) / LOG_STEP)
end
local function value_of(bucket)
  return math.exp((bucket + 0.5) * LOG_STEP)
end

-- Per thread (wrk runs one Lua state per thread; done() reads them with thread:get).
admitted_hist = {}
shed_hist = {}
counts = { admitted = 0, shed = 0, other = 0 }

local honour = os.getenv("BENCH_HONOUR_RETRY_AFTER") == "1"
local sent_at = {}
local next_id = 0
local waits = {}
local waits_head, waits_tail = 1, 0

math.randomseed(tonumber(os.getenv("BENCH_SEED") or "11"))

request = function()
  next_id = next_id + 1
  local id = "ov" .. next_id
  sent_at[id] = now_us()
  return wrk.format(nil, "/transactions-history?limit=20&fromItem=" .. math.random(1, 470), { ["X-Request-Id"] = id })
end

response = function(status, headers, body)
  local id = headers["x-request-id"] or headers["X-Request-Id"]
  local started = id and sent_at[id]
  if started == nil then return end
  sent_at[id] = nil
  local bucket = bucket_of(now_us() - started)
  local hist
  if status >= 200 and status < 400 then
    counts.admitted = counts.admitted + 1
    hist = admitted_hist
  elseif status == 503 then
    counts.shed = counts.shed + 1
    hist = shed_hist
    if honour then
      local seconds = tonumber(headers["retry-after"] or headers["Retry-After"] or "1") or 1
      waits_tail = waits_tail + 1
      waits[waits_tail] = math.floor(seconds * 1000 * (1 + 0.5 * math.random()))
    end
  else
    counts.other = counts.other + 1
    return
  end
  hist[bucket] = (hist[bucket] or 0) + 1
end

delay = function()
  if waits_head > waits_tail then return 0 end
  local wait = waits[waits_head]
  waits[waits_head] = nil
  waits_head = waits_head + 1
  return wait
end

local threads = {}
setup = function(thread)
  threads[#threads + 1] = thread
end

local function merged(name)
  local all = {}
  for _, thread in ipairs(threads) do
    for bucket, n in pairs(thread:get(name)) do all[bucket] = (all[bucket] or 0) + n end
  end
  return all
end

local function percentiles(hist)
  local buckets, total = {}, 0
  for bucket, n in pairs(hist) do
    buckets[#buckets + 1] = bucket
    total = total + n
  end
  table.sort(buckets)
  local result = {}
  for _, q in ipairs({ 50, 90, 99 }) do
    local rank, seen, value = math.ceil(total * q / 100), 0, 0
    for _, bucket in ipairs(buckets) do
      seen = seen + hist[bucket]
      if seen >= rank then
        value = value_of(bucket)
        break
      end
    end
    result[q] = value
  end
  return total, result
end

done = function(summary, latency, requests)
  local other = 0
  for _, thread in ipairs(threads) do other = other + thread:get("counts").other end
  local admitted, a = percentiles(merged("admitted_hist"))
  local shed, s = percentiles(merged("shed_hist"))
  local e = summary.errors
  io.write(string.format(
    'OVERLOAD_REPORT {"requests":%d,"durationUs":%d,"socketErrors":%d,"timeouts":%d,"other":%d,' ..
      '"admitted":{"count":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d},"shed":{"count":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d}}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write, e.timeout, other,
    admitted, a[50], a[90], a[99], shed, s[50], s[90], s[99]))
end
