// Line reader for the text formats (see text_source.hpp).
#include "puzzles/text_source.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <ext/stdio_filebuf.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>

#include "support/output_file.hpp"
#include "support/special_files.hpp"

namespace puzzlebox {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

// Standard input (or a FIFO opened by open_waiting) as a buffered stream of
// its file descriptor (std::cin reads a character at a time).
class StandardInput : public std::istream {
public:
    explicit StandardInput(int fd = 0) : std::istream(nullptr), buffer_(fd, std::ios::in) { rdbuf(&buffer_); }

private:
    __gnu_cxx::stdio_filebuf<char> buffer_;
};

}  // namespace

TextSource::TextSource(std::unique_ptr<std::istream> in, std::string name) : name_(std::move(name)), in_(std::move(in)) {
    fill();  // the leading comments are known from the start
}

TextSource TextSource::from_file(const std::string& path) {
    if (path == "-") return TextSource(std::make_unique<StandardInput>(), "<stdin>");
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0)
        throw InputError(path, 0, fmt::format("cannot open file for reading: {}", std::strerror(errno)));
    if (S_ISDIR(status.st_mode)) throw InputError(path, 0, "is a directory, not a puzzle file");
    if (S_ISFIFO(status.st_mode)) {  // its writer waited for no longer than the run's limit
        const int fd = open_waiting(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) throw InputError(path, 0, "cannot open file for reading: " + open_error_text(errno));
        note_input_file(path);
        return TextSource(std::make_unique<StandardInput>(fd), path);
    }
    errno = 0;
    auto in = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*in) {
        const int error = errno;
        throw InputError(
            path, 0,
            fmt::format("cannot open file for reading{}{}", error != 0 ? ": " : "", error != 0 ? std::strerror(error) : ""));
    }
    note_input_file(path);
    return TextSource(std::move(in), path);
}

TextSource TextSource::from_string(std::string_view text, std::string name) {
    return TextSource(std::make_unique<std::istringstream>(std::string(text)), std::move(name));
}

void TextSource::check_text(std::string_view raw, int number) const {
    for (char ch : raw) {
        const auto byte = static_cast<unsigned char>(ch);
        if ((byte < 0x20 && ch != '\t' && ch != '\r') || byte == 0x7f)
            fail(number, fmt::format("unexpected byte 0x{:02x}: this does not look like a text puzzle file", byte));
    }
}

bool TextSource::raw_line(std::string& line) const {
    for (;;) {
        const auto newline = pending_.find('\n', pending_at_);
        if (newline != std::string::npos || (input_ended_ && pending_at_ < pending_.size())) {
            const std::size_t end = newline == std::string::npos ? pending_.size() : newline;
            std::string_view raw(pending_.data() + pending_at_, end - pending_at_);
            pending_at_ = newline == std::string::npos ? end : end + 1;
            ++last_line_;
            if (raw.size() > max_line_bytes) {
                check_text(raw.substr(0, max_line_bytes), last_line_);
                fail(last_line_, fmt::format("line is longer than {} bytes", max_line_bytes));
            }
            if (last_line_ == 1 && raw.starts_with("\xEF\xBB\xBF")) raw.remove_prefix(3);  // a UTF-8 BOM
            check_text(raw, last_line_);
            line.assign(raw);
            return true;
        }
        if (input_ended_) return false;
        if (pending_.size() - pending_at_ > max_line_bytes) {
            check_text(std::string_view(pending_).substr(pending_at_, max_line_bytes), last_line_ + 1);
            fail(last_line_ + 1, fmt::format("line is longer than {} bytes", max_line_bytes));
        }
        pending_.erase(0, pending_at_);
        pending_at_ = 0;
        // Only what has arrived: a pipe's next line is parsed before the
        // writer sends more (read() on the stream would wait for 64 KiB).
        char buffer[1 << 16];
        std::streambuf& bytes = *in_->rdbuf();
        std::streamsize ready = 0;
        try {
            ready = bytes.in_avail();
            if (ready == 0)
                ready = bytes.sgetc() == std::char_traits<char>::eof() ? -1 : std::max<std::streamsize>(bytes.in_avail(), 1);
        } catch (const std::exception&) {
            fail(0, fmt::format("read error after {} bytes", bytes_read_));
        }
        const auto got = ready <= 0
                             ? std::size_t{0}
                             : static_cast<std::size_t>(bytes.sgetn(buffer, std::min<std::streamsize>(ready, sizeof buffer)));
        if (got == 0) input_ended_ = true;
        bytes_read_ += got;
        // The cap is per board (checked at each content line); here, on a
        // run of comments and blank lines since the last content line.
        if (bytes_read_ - content_end_ > max_file_bytes)
            fail(last_line_ + 1, fmt::format("more than {} MiB without a board line", max_file_bytes >> 20));
        pending_.append(buffer, got);
    }
}

namespace {
bool is_puzzle_line(std::string_view content) {
    return content.starts_with("puzzle") && (content.size() == 6 || content[6] == ' ' || content[6] == '\t');
}
}  // namespace

bool TextSource::fill() const {
    while (next_ >= lines_.size())
        if (!read_content_line()) return false;
    return true;
}

bool TextSource::read_content_line() const {
    std::string raw;
    for (;;) {
        if (!raw_line(raw)) return false;
        std::string_view content = raw;
        const auto hash = content.find('#');
        if (hash != std::string_view::npos) {
            if (trim(content.substr(0, hash)).empty()) {
                std::string_view comment = content.substr(hash + 1);
                if (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
                while (!comment.empty() && (comment.back() == '\r' || comment.back() == ' ')) comment.remove_suffix(1);
                // Kept up to max_comment_bytes a board: a file of nothing but
                // comments costs its size once, not a string per line.
                std::vector<std::string>& kept = seen_content_ ? comment_run_ : leading_comments_;
                std::size_t& bytes = seen_content_ ? comment_run_bytes_ : leading_comment_bytes_;
                if (bytes + comment.size() <= max_comment_bytes && kept.size() < max_comment_lines) {
                    kept.emplace_back(comment);
                    bytes += comment.size();
                }
            }
            content = content.substr(0, hash);
        }
        content = trim(content);
        if (content.empty()) continue;
        if (seen_content_ && is_puzzle_line(content)) {
            next_comments_.push_back(std::move(comment_run_));
            board_begin_ = content_end_;  // a board's bytes: from the end of the board before
        }
        content_end_ = bytes_read_ - (pending_.size() - pending_at_);
        // The cap is per board: a stream of boards (gen --count N | solve -) may be longer.
        if (content_end_ - board_begin_ > max_file_bytes)
            fail(last_line_, seen_content_ && board_begin_ > 0
                                 ? fmt::format("a board of this stream is larger than {} MiB", max_file_bytes >> 20)
                                 : fmt::format("file is larger than {} MiB", max_file_bytes >> 20));
        comment_run_.clear();
        comment_run_bytes_ = 0;
        seen_content_ = true;
        lines_.push_back({last_line_, std::string(content)});
        return true;
    }
}

bool TextSource::at_end() const {
    if (!fill()) return true;
    return next_ > board_first_ && is_puzzle_line(lines_[next_].text);
}

bool TextSource::next_board() {
    while (!at_end()) ++next_;  // the rest of a board a reader left (none do)
    if (!fill()) return false;
    lines_.erase(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(next_));
    next_ = 0;
    board_first_ = 0;
    ++board_number_;
    leading_comments_.clear();
    leading_comment_bytes_ = 0;
    if (!next_comments_.empty()) {
        leading_comments_ = std::move(next_comments_.front());
        for (const auto& comment : leading_comments_) leading_comment_bytes_ += comment.size();
        next_comments_.pop_front();
    }
    return true;
}

const SourceLine& TextSource::peek() const {
    if (at_end()) throw std::out_of_range("TextSource::peek at the end");
    return lines_[next_];
}

const SourceLine& TextSource::next() {
    if (at_end()) throw std::out_of_range("TextSource::next at the end");
    return lines_[next_++];
}

std::string shown(std::string_view text) {
    constexpr std::size_t most = 60;
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (out.size() >= most) return out + fmt::format("... ({} bytes)", text.size());
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x20 || byte == 0x7f) out += fmt::format("\\x{:02x}", byte);
        else out += text[i];
    }
    return out;
}

void TextSource::fail(int line, const std::string& message) const { throw InputError(name_, line, message); }

std::vector<std::string> split_words(std::string_view text) {
    std::vector<std::string> words;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto start = text.find_first_not_of(" \t\r", pos);
        if (start == std::string_view::npos) break;
        auto end = text.find_first_of(" \t\r", start);
        if (end == std::string_view::npos) end = text.size();
        words.emplace_back(text.substr(start, end - start));
        pos = end;
    }
    return words;
}

std::optional<std::int64_t> parse_integer(std::string_view word, std::int64_t lo, std::int64_t hi) {
    if (!word.empty() && word.front() == '+') {
        word.remove_prefix(1);
        if (!word.empty() && (word.front() == '-' || word.front() == '+')) return std::nullopt;  // "+-2"
    }
    if (word.empty()) return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    if (value < lo || value > hi) return std::nullopt;
    return value;
}

std::optional<std::pair<int, int>> parse_size(std::string_view word, int max_side) {
    const auto x = word.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    const auto rows = parse_integer(word.substr(0, x), 1, max_side);
    const auto cols = parse_integer(word.substr(x + 1), 1, max_side);
    if (!rows || !cols || word[0] == '+' || word[x + 1] == '+') return std::nullopt;
    return std::pair{static_cast<int>(*rows), static_cast<int>(*cols)};
}

std::optional<Cell> parse_cell(std::string_view word) {
    const auto comma = word.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto row = parse_integer(word.substr(0, comma), 0, 1'000'000'000);
    const auto col = parse_integer(word.substr(comma + 1), 0, 1'000'000'000);
    if (!row || !col || word[0] == '+' || word[comma + 1] == '+') return std::nullopt;
    return Cell{static_cast<int>(*row), static_cast<int>(*col)};
}

}  // namespace puzzlebox
