// Shards' partial reports: what each says of itself (ShardReport), and
// their merge into the whole run's report (see partial_report.hpp).
#include "distributed/partial_report.hpp"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include "puzzles/text_source.hpp"
#include "support/csv_writer.hpp"
#include "support/input_error.hpp"
#include "support/output_file.hpp"
#include "support/sealed_text.hpp"
#include "support/special_files.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

ShardReport::ShardReport(const Shard& shard, std::string rule, std::string_view run, std::string_view settings)
    : shard_(shard), rule_(std::move(rule)) {
    digest_.add(run).add(rule_).add(settings);
}

std::string ShardReport::head_line() { return written(fmt::format("# puzzlebox partial {}: {}", shard_.to_string(), rule_)); }

std::string ShardReport::header(const std::vector<std::string>& columns) { return written(csv_row(columns)); }

std::string ShardReport::row(const std::vector<std::string>& fields, bool complete) {
    ++rows_;
    complete_ = complete_ && complete;
    return written(csv_row(fields));
}

namespace {

// The content digest of an end line: every line before it, then the run's digest.
std::string content_digest(Digest lines, const std::string& run) { return lines.add(run).hex(); }

}  // namespace

std::string ShardReport::end_line() const {
    const std::string run = digest_.hex();
    return fmt::format("# puzzlebox end {}: {}, {} rows, run {}, content {}", shard_.to_string(),
                       complete_ ? "complete" : "incomplete", rows_, run, content_digest(lines_, run));
}

namespace {

std::optional<long long> whole_number(const std::string& text) {
    if (text.empty() || text.size() > 18) return std::nullopt;
    std::size_t used = 0;
    try {
        const long long value = std::stoll(text, &used);
        if (used == text.size()) return value;
    } catch (const std::exception&) {}
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
    std::string seal;  // "" or the kind of seal the merged report gets
    std::string header;
    std::string run;                                // the end line's run digest
    int end_line = 0;                               // its line number
    std::vector<std::pair<int, std::string>> rows;  // line number, text
};

// The lines of a partial report's text: text only, lines of at most
// TextSource::max_line_bytes.
std::vector<std::string> split_lines(std::string_view text, const std::string& name, int lines_before = 0) {
    std::vector<std::string> lines(1);
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        if (ch == '\n') {
            lines.emplace_back();
            continue;
        }
        if ((byte < 0x20 && ch != '\t' && ch != '\r') || byte == 0x7f)
            throw InputError(name, lines_before + static_cast<int>(lines.size()),
                             fmt::format("unexpected byte 0x{:02x}: this is not a partial report (CSV text)", byte));
        if (lines.back().size() >= TextSource::max_line_bytes)
            throw InputError(name, lines_before + static_cast<int>(lines.size()),
                             fmt::format("line is longer than {} bytes", TextSource::max_line_bytes));
        lines.back() += ch;
    }
    if (lines.back().empty()) lines.pop_back();
    for (std::string& line : lines)
        if (!line.empty() && line.back() == '\r') line.pop_back();
    return lines;
}

Partial parse_partial(const std::vector<std::string>& lines, const std::string& name) {
    Partial p;
    p.file = name;
    const std::string mark = "# puzzlebox partial ";
    if (lines.empty() || lines[0].rfind(mark, 0) != 0)
        throw InputError(p.file, 1, "expected '# puzzlebox partial i/N: RULE' (a report written with --shard)");
    const std::string& line = lines[0];
    const auto colon = line.find(": ", mark.size());
    const auto shard = colon == std::string::npos ? std::nullopt : parse_shard(line.substr(mark.size(), colon - mark.size()));
    if (!shard) throw InputError(p.file, 1, "expected '# puzzlebox partial i/N: RULE' with 0 <= i < N");
    p.shard = *shard;
    p.rule = line.substr(colon + 2);
    if (const auto seal = p.rule.find("; seal "); seal != std::string::npos) {
        p.seal = p.rule.substr(seal + 7);
        p.rule.resize(seal);
        if (p.seal.empty() || p.seal.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") != std::string::npos)
            throw InputError(p.file, 1, fmt::format("a seal kind of a-z and '-', not '{}'", shown(p.seal)));
    }
    if (p.rule.rfind("rows ", 0) != 0 && p.rule.rfind("sum ", 0) != 0)
        throw InputError(p.file, 1, fmt::format("unknown merge rule '{}' (expected 'rows KEYS' or 'sum KEYS')", shown(p.rule)));
    if (lines.size() < 2) throw InputError(p.file, 2, "expected the CSV header");
    p.header = lines[1];
    // The end line: the last; complete, as many rows as the file has.
    const std::string end = fmt::format("# puzzlebox end {}: ", p.shard.to_string());
    const int last = static_cast<int>(lines.size());
    if (lines.size() < 3 || lines.back().rfind("# puzzlebox end ", 0) != 0)
        throw InputError(p.file, last,
                         fmt::format("shard {} has no end line: the run that wrote it was stopped or cut short "
                                     "(run the shard again)",
                                     p.shard.to_string()));
    const std::string& closing = lines.back();
    std::uint64_t rows = 0;
    char state[16] = {}, run[17] = {}, content[17] = {};
    int used = 0;
    if (closing.rfind(end, 0) != 0 ||
        std::sscanf(closing.c_str() + end.size(), "%15[a-z], %" SCNu64 " rows, run %16[0-9a-f], content %16[0-9a-f]%n", state,
                    &rows, run, content, &used) != 4 ||
        static_cast<std::size_t>(used) != closing.size() - end.size() || std::strlen(run) != 16 || std::strlen(content) != 16)
        throw InputError(p.file, last,
                         fmt::format("expected '{}complete, R rows, run DIGEST, content DIGEST' as the last line", end));
    Digest before;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) before.add(lines[i]);
    if (content_digest(before, run) != content)
        throw InputError(p.file, last,
                         fmt::format("shard {}'s end line does not belong to its lines (content {} is not theirs): the "
                                     "report was edited, damaged or put together from others (run the shard again)",
                                     p.shard.to_string(), content));
    if (std::string(state) != "complete")
        throw InputError(p.file, last,
                         fmt::format("shard {} is {}: a limit stopped some of its searches, so its figures are not "
                                     "final (run it again with a higher limit)",
                                     p.shard.to_string(), shown(state)));
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

// A partial report's bytes with the board readers' size cap
// (TextSource::max_file_bytes), read a block at a time so that a stop
// signal ends a long read, and checked as they come (/dev/zero is refused at
// its first block).
std::string capped_text(const std::string& file) {
    const bool standard_input = file == "-";
    const std::string name = standard_input ? "<stdin>" : file;
    const int fd = standard_input ? 0 : open_waiting(file, O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) throw InputError(name, 0, fmt::format("cannot open file for reading: {}", open_error_text(errno)));
    struct Closer {
        int fd;
        ~Closer() {
            if (fd > 0) ::close(fd);
        }
    } closer{standard_input ? -1 : fd};
    struct stat status {};
    if (::fstat(fd, &status) == 0 && S_ISDIR(status.st_mode)) throw InputError(name, 0, "is a directory, not a partial report");
    std::string text;
    int lines_before = 0;        // whole lines before the one the last block ended in
    std::size_t counted_to = 0;  // text[0, counted_to) is counted in lines_before
    char buffer[1 << 16];
    for (;;) {
        if (stop_signal() != 0) throw std::runtime_error(fmt::format("merge stopped while reading {}", name));
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw InputError(name, 0, fmt::format("read error: {}", std::strerror(errno)));
        if (got == 0) break;
        if (text.size() + static_cast<std::size_t>(got) > TextSource::max_file_bytes)
            throw InputError(name, 0, fmt::format("file is larger than {} MiB", TextSource::max_file_bytes >> 20));
        const std::size_t from = text.size();
        text.append(buffer, static_cast<std::size_t>(got));
        // The lines from the one the last block ended in, numbered as in the file.
        const std::size_t last_newline = text.rfind('\n', from);
        const std::size_t tail = last_newline == std::string::npos ? 0 : last_newline + 1;
        lines_before += static_cast<int>(std::count(text.begin() + static_cast<std::ptrdiff_t>(counted_to),
                                                    text.begin() + static_cast<std::ptrdiff_t>(tail), '\n'));
        counted_to = tail;
        split_lines(std::string_view(text).substr(tail), name, lines_before);
    }
    return text;
}

std::string merge_partial_texts(const std::vector<std::pair<std::string, std::string>>& reports) {
    if (reports.empty()) throw std::invalid_argument("merge: no partial reports given");
    std::vector<Partial> parts;
    for (const auto& [name, text] : reports) parts.push_back(parse_partial(split_lines(text, name), name));
    const Partial& first = parts.front();
    std::vector<char> seen(static_cast<std::size_t>(first.shard.count), 0);
    for (const Partial& p : parts) {
        if (p.shard.count != first.shard.count || p.rule != first.rule || p.seal != first.seal || p.header != first.header)
            throw InputError(p.file, 1,
                             fmt::format("shard {} of another run than {} (shard count, merge rule or columns differ)",
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
            throw InputError(first.file, 1,
                             fmt::format("shard {}/{} is missing (merge needs every shard of the run)", i, first.shard.count));

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
                    throw InputError(p.file, line,
                                     fmt::format("column '{}' differs between shards and is not a count", columns[c]));
            }
        }
    }
    std::string text = first.header + '\n';
    for (const auto& [key, fields] : merged) text += csv_row(fields) + '\n';
    return first.seal.empty() ? text : sealed(text, first.seal);
}

void merge_partials(const std::vector<std::string>& files, const std::string& out) {
    std::vector<std::pair<std::string, std::string>> reports;
    for (const std::string& file : files) reports.emplace_back(file == "-" ? "<stdin>" : file, capped_text(file));
    const std::string merged = merge_partial_texts(reports);
    OutputFile file(out);
    file.write(merged);
    file.commit();
}

}  // namespace puzzlebox
