// Work split over MPI processes and shards, and the merge of shards' partial
// reports (see split_run.hpp).
#include "split_run.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "distributed/cluster.hpp"
#include "families/usage_error.hpp"
#include "puzzles/input_error.hpp"
#include "puzzles/output_file.hpp"

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

void write_partial_header(CsvWriter& csv, const Shard& shard, const std::string& rule) {
    csv.line(fmt::format("# puzzlebox partial {}: {}", shard.to_string(), rule));
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
    std::vector<std::pair<int, std::string>> rows;  // line number, text
};

Partial read_partial(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw InputError(file, 0, "cannot be read");
    Partial p;
    p.file = file;
    std::string line;
    int number = 0;
    const std::string mark = "# puzzlebox partial ";
    if (!std::getline(in, line) || line.rfind(mark, 0) != 0)
        throw InputError(file, 1, "expected '# puzzlebox partial i/N: RULE' (a report written with --shard)");
    ++number;
    const auto colon = line.find(": ", mark.size());
    const auto shard = colon == std::string::npos ? std::nullopt : parse_shard(line.substr(mark.size(), colon - mark.size()));
    if (!shard) throw InputError(file, 1, "expected '# puzzlebox partial i/N: RULE' with 0 <= i < N");
    p.shard = *shard;
    p.rule = line.substr(colon + 2);
    if (p.rule.rfind("rows ", 0) != 0 && p.rule.rfind("sum ", 0) != 0)
        throw InputError(file, 1, fmt::format("unknown merge rule '{}' (expected 'rows KEYS' or 'sum KEYS')", p.rule));
    if (!std::getline(in, p.header)) throw InputError(file, 2, "expected the CSV header");
    ++number;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty()) p.rows.emplace_back(number, line);
    }
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
