// Work split over MPI processes and shards, and the merge of shards' partial
// reports (see split_run.hpp).
#include "split_run.hpp"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <map>
#include <optional>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "distributed/cluster.hpp"
#include "families/usage_error.hpp"
#include "puzzles/input_error.hpp"
#include "puzzles/output_file.hpp"
#include "puzzles/stop_signal.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

OptionRow shard_option() {
    return text_option("shard", "",
                       "i/N: do shard i (0-based) of N, the work items k with k mod N = i, and write a partial "
                       "report for 'puzzlebox-analyze merge'");
}

Shard shard_from(const OptionValues& values) {
    const std::string& text = values.text("shard");
    if (text.empty()) return {};
    const auto shard = parse_shard(text);
    if (!shard) throw UsageError(fmt::format("--shard expects i/N with 0 <= i < N, not '{}'", text));
    return *shard;
}

std::vector<std::pair<std::uint64_t, std::string>> run_split(
    std::uint64_t count, const Shard& shard, const std::function<std::string(std::uint64_t)>& work) {
    std::vector<std::uint64_t> mine_to_do;  // the shard's items
    for (std::uint64_t item = 0; item < count; ++item)
        if (shard.owns(item)) mine_to_do.push_back(item);
    const Cluster& cluster = Cluster::world();
    nlohmann::json done = nlohmann::json::array();
    {
        WorkQueue queue(cluster, mine_to_do.size());
        for (std::uint64_t k = queue.next(); k < mine_to_do.size(); k = queue.next())
            done.push_back({mine_to_do[k], work(mine_to_do[k])});
    }
    std::vector<std::pair<std::uint64_t, std::string>> results;
    for (const std::string& part : cluster.all_gather(done.dump()))
        for (const auto& entry : nlohmann::json::parse(part))
            results.emplace_back(entry[0].get<std::uint64_t>(), entry[1].get<std::string>());
    std::sort(results.begin(), results.end());
    return results;
}

ShardReport::ShardReport(const Shard& shard, std::string rule, std::string_view run, const OptionValues& values)
    : shard_(shard), rule_(std::move(rule)) {
    // How the run is done, not what it finds: left out of the run's identity.
    static const std::vector<std::string> manner{"shard", "threads", "max-nodes", "time-limit", "max-memory", "progress",
                                                 "quiet", "format", "csv", "svg", "solution", "html", "title", "no-rules",
                                                 "pattern-cache", "write-dir"};
    digest_.add(run).add(rule_).add(values.settings(manner));
}

std::string ShardReport::head_line() const { return fmt::format("# puzzlebox partial {}: {}", shard_.to_string(), rule_); }

std::string ShardReport::end_line() const {
    return fmt::format("# puzzlebox end {}: {}, {} rows, run {}", shard_.to_string(), complete_ ? "complete" : "incomplete", rows_,
                       digest_.hex());
}

namespace {

// One CSV line's fields (RFC 4180 quoting, as csv_row writes them).
std::vector<std::string> parse_csv_line(const std::string& line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

std::optional<long long> whole_number(const std::string& text) {
    if (text.empty() || text.size() > 18) return std::nullopt;
    std::size_t used = 0;
    try {
        const long long value = std::stoll(text, &used);
        if (used == text.size()) return value;
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

bool all_digits(const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// a + b for counts of any size, in decimal.
std::string add_decimal(const std::string& a, const std::string& b) {
    std::string sum;
    int carry = 0;
    for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
        const int da = i < a.size() ? a[a.size() - 1 - i] - '0' : 0, db = i < b.size() ? b[b.size() - 1 - i] - '0' : 0;
        const int d = da + db + carry;
        sum += static_cast<char>('0' + d % 10);
        carry = d / 10;
    }
    while (sum.size() > 1 && sum.back() == '0') sum.pop_back();
    return {sum.rbegin(), sum.rend()};
}

struct Partial {
    std::string file;
    Shard shard;
    std::string rule;
    std::string header;
    std::string run;                                 // the end line's run digest
    int end_line = 0;                                // its line number
    std::vector<std::pair<int, std::string>> rows;  // line number, text
};

// The lines of a partial report, with the board readers' caps: at most
// TextSource::max_file_bytes, lines of at most max_line_bytes, text only.
// Read a block at a time, so a stop signal ends a long read.
std::vector<std::string> capped_lines(const std::string& file) {
    const bool standard_input = file == "-";
    const std::string name = standard_input ? "<stdin>" : file;
    const int fd = standard_input ? 0 : ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) throw InputError(name, 0, fmt::format("cannot open file for reading: {}", std::strerror(errno)));
    struct Closer {
        int fd;
        ~Closer() {
            if (fd > 0) ::close(fd);
        }
    } closer{standard_input ? -1 : fd};
    struct stat status {};
    if (::fstat(fd, &status) == 0 && S_ISDIR(status.st_mode)) throw InputError(name, 0, "is a directory, not a partial report");
    std::vector<std::string> lines(1);
    std::uint64_t total = 0;
    char buffer[1 << 16];
    for (;;) {
        if (stop_signal() != 0) throw std::runtime_error(fmt::format("merge stopped while reading {}", name));
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw InputError(name, 0, fmt::format("read error: {}", std::strerror(errno)));
        if (got == 0) break;
        total += static_cast<std::uint64_t>(got);
        if (total > TextSource::max_file_bytes) throw InputError(name, 0, fmt::format("file is larger than {} MiB", TextSource::max_file_bytes >> 20));
        for (ssize_t i = 0; i < got; ++i) {
            const char ch = buffer[i];
            const auto byte = static_cast<unsigned char>(ch);
            if (ch == '\n') {
                lines.emplace_back();
                continue;
            }
            if ((byte < 0x20 && ch != '\t' && ch != '\r') || byte == 0x7f)
                throw InputError(name, static_cast<int>(lines.size()),
                                 fmt::format("unexpected byte 0x{:02x}: this is not a partial report (CSV text)", byte));
            if (lines.back().size() >= TextSource::max_line_bytes)
                throw InputError(name, static_cast<int>(lines.size()), fmt::format("line is longer than {} bytes", TextSource::max_line_bytes));
            lines.back() += ch;
        }
    }
    if (lines.back().empty()) lines.pop_back();
    for (std::string& line : lines)
        if (!line.empty() && line.back() == '\r') line.pop_back();
    return lines;
}

Partial read_partial(const std::string& file) {
    const std::vector<std::string> lines = capped_lines(file);
    Partial p;
    p.file = file == "-" ? "<stdin>" : file;
    const std::string mark = "# puzzlebox partial ";
    if (lines.empty() || lines[0].rfind(mark, 0) != 0)
        throw InputError(p.file, 1, "expected '# puzzlebox partial i/N: RULE' (a report written with --shard)");
    const std::string& line = lines[0];
    const auto colon = line.find(": ", mark.size());
    const auto shard = colon == std::string::npos ? std::nullopt : parse_shard(line.substr(mark.size(), colon - mark.size()));
    if (!shard) throw InputError(p.file, 1, "expected '# puzzlebox partial i/N: RULE' with 0 <= i < N");
    p.shard = *shard;
    p.rule = line.substr(colon + 2);
    if (p.rule.rfind("rows ", 0) != 0 && p.rule.rfind("sum ", 0) != 0)
        throw InputError(p.file, 1, fmt::format("unknown merge rule '{}' (expected 'rows KEYS' or 'sum KEYS')", shown(p.rule)));
    if (lines.size() < 2) throw InputError(p.file, 2, "expected the CSV header");
    p.header = lines[1];
    // The end line: the last; complete, as many rows as the file has.
    const std::string end = fmt::format("# puzzlebox end {}: ", p.shard.to_string());
    const int last = static_cast<int>(lines.size());
    if (lines.size() < 3 || lines.back().rfind("# puzzlebox end ", 0) != 0)
        throw InputError(p.file, last, fmt::format("shard {} has no end line: the run that wrote it was stopped or cut short "
                                                   "(run the shard again)", p.shard.to_string()));
    const std::string& closing = lines.back();
    std::uint64_t rows = 0;
    char state[16] = {}, run[17] = {};
    int used = 0;
    if (closing.rfind(end, 0) != 0 ||
        std::sscanf(closing.c_str() + end.size(), "%15[a-z], %" SCNu64 " rows, run %16[0-9a-f]%n", state, &rows, run, &used) != 3 ||
        static_cast<std::size_t>(used) != closing.size() - end.size() || std::strlen(run) != 16)
        throw InputError(p.file, last, fmt::format("expected '{}complete, R rows, run DIGEST' as the last line", end));
    if (std::string(state) != "complete")
        throw InputError(p.file, last, fmt::format("shard {} is {}: a limit stopped some of its searches, so its figures are not "
                                                   "final (run it again with a higher limit)", p.shard.to_string(), shown(state)));
    p.run = run;
    p.end_line = last;
    for (int number = 3; number < last; ++number) {
        const std::string& text = lines[static_cast<std::size_t>(number - 1)];
        if (text.empty()) continue;
        if (text.front() == '#') throw InputError(p.file, number, "a comment line inside a partial report");
        p.rows.emplace_back(number, text);
    }
    if (p.rows.size() != rows)
        throw InputError(p.file, last, fmt::format("the end line counts {} rows; the file has {}", rows, p.rows.size()));
    return p;
}

}  // namespace

void merge_partials(const std::vector<std::string>& files, const std::string& out) {
    if (files.empty()) throw UsageError("merge: no partial reports given");
    std::vector<Partial> parts;
    for (const auto& file : files) parts.push_back(read_partial(file));
    const Partial& first = parts.front();
    std::vector<char> seen(static_cast<std::size_t>(first.shard.count), 0);
    for (const Partial& p : parts) {
        if (p.shard.count != first.shard.count || p.rule != first.rule || p.header != first.header)
            throw InputError(p.file, 1, fmt::format("shard {} of another run than {} (shard count, merge rule or columns differ)",
                                                    p.shard.to_string(), first.file));
        if (p.run != first.run)
            throw InputError(p.file, p.end_line,
                             fmt::format("shard {} of another run than {}: run {} against {} (other boards or options)",
                                         p.shard.to_string(), first.file, p.run, first.run));
        if (std::exchange(seen[static_cast<std::size_t>(p.shard.index)], 1))
            throw InputError(p.file, 1, fmt::format("shard {} is given twice", p.shard.to_string()));
    }
    for (int i = 0; i < first.shard.count; ++i)
        if (!seen[static_cast<std::size_t>(i)])
            throw UsageError(fmt::format("merge: shard {}/{} is missing", i, first.shard.count));

    const std::vector<std::string> columns = parse_csv_line(first.header);
    const bool summing = first.rule.rfind("sum ", 0) == 0;
    std::vector<std::size_t> keys;
    {
        std::stringstream names(first.rule.substr(summing ? 4 : 5));
        std::string name;
        while (std::getline(names, name, ',')) {
            const auto at = std::find(columns.begin(), columns.end(), name);
            if (at == columns.end()) throw InputError(first.file, 1, fmt::format("merge key '{}' is not a column", name));
            keys.push_back(static_cast<std::size_t>(at - columns.begin()));
        }
    }
    // Sort key: numbers as numbers, anything else as text after them.
    using Key = std::vector<std::pair<long long, std::string>>;
    std::map<Key, std::vector<std::string>> merged;
    for (const Partial& p : parts) {
        for (const auto& [line, text] : p.rows) {
            std::vector<std::string> fields = parse_csv_line(text);
            if (fields.size() != columns.size())
                throw InputError(p.file, line, fmt::format("expected {} fields, found {}", columns.size(), fields.size()));
            Key key;
            for (std::size_t k : keys) {
                const auto number = whole_number(fields[k]);
                key.emplace_back(number ? *number : std::numeric_limits<long long>::max(), fields[k]);
            }
            auto [at, fresh] = merged.try_emplace(key, fields);
            if (fresh) continue;
            if (!summing) throw InputError(p.file, line, "a row another shard also has (merge rule 'rows')");
            for (std::size_t c = 0; c < columns.size(); ++c) {
                if (std::find(keys.begin(), keys.end(), c) != keys.end()) continue;
                if (all_digits(at->second[c]) && all_digits(fields[c])) at->second[c] = add_decimal(at->second[c], fields[c]);
                else if (at->second[c] != fields[c])
                    throw InputError(p.file, line, fmt::format("column '{}' differs between shards and is not a count", columns[c]));
            }
        }
    }
    CsvWriter csv(out);
    csv.line(first.header);
    for (const auto& [key, fields] : merged) csv.row(fields);
    csv.commit();
}

}  // namespace puzzlebox
