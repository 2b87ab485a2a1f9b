// The table-driven reader of keyed text (see keyed_text.hpp).
#include "puzzles/keyed_text.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "support/counted.hpp"

namespace puzzlebox {

std::string KeyLine::rest() const {
    const std::string_view key = words.empty() ? std::string_view() : std::string_view(words.front());
    const std::string_view after = std::string_view(text).substr(std::min(text.size(), key.size()));
    const auto first = after.find_first_not_of(" \t");
    return first == std::string_view::npos ? std::string() : std::string(after.substr(first));
}

std::pair<int, int> size_of(const TextSource& source, const KeyLine& line, int min_side, int max_side) {
    const auto size = parse_size(line.words.at(1), max_side);
    if (!size || size->first < min_side || size->second < min_side)
        source.fail(line.number,
                    fmt::format("expected a size HxW with {} <= H, W <= {}, got '{}'", min_side, max_side, shown(line.words[1])));
    return *size;
}

KeyLine block_row(TextSource& source, const KeyLine& key, int row, int rows) {
    if (source.at_end())
        source.fail(source.last_line_number(), fmt::format("the {} (from line {}) has {}, expected {}", key.words.at(0),
                                                           key.number, counted(row, "row"), rows));
    const SourceLine& line = source.next();
    return KeyLine{line.number, line.text, split_words(line.text)};
}

KeyedText::KeyedText(TextSource& source, std::vector<TextKey> keys, std::string what, std::string scope)
    : source_(source), keys_(std::move(keys)), what_(std::move(what)), scope_(std::move(scope)) {}

const TextKey* KeyedText::find(std::string_view name) const {
    for (const TextKey& key : keys_)
        if (key.name == name) return &key;
    return nullptr;
}

void KeyedText::once(const std::string& name, int line, std::string_view written) {
    const std::string as_written(written.empty() ? std::string_view(name) : written);
    const auto [at, fresh] = seen_.try_emplace(name, line, as_written);
    if (fresh) return;
    const auto& [first_line, first_written] = at->second;
    source_.fail(line, fmt::format("'{}' is given twice{} (first at line {}{})", shown(as_written), scope_, first_line,
                                   first_written == as_written ? "" : fmt::format(", as '{}'", shown(first_written))));
}

int KeyedText::line_of(std::string_view name) const {
    const TextKey* key = find(name);
    const auto at = seen_.find(key && !key->once_as.empty() ? key->once_as : name);
    return at == seen_.end() ? 0 : at->second.first;
}

void KeyedText::read_line(const KeyLine& line) {
    const std::string& name = line.words.front();
    const TextKey* key = find(name);
    if (!key) {
        if (otherwise_) return otherwise_(line);
        std::string names;
        for (const TextKey& k : keys_) names += fmt::format("{}{}", names.empty() ? "" : ", ", k.name);
        if (!stop_.empty()) names += fmt::format(", or '{} ...'", stop_);
        source_.fail(line.number, fmt::format("unknown {} '{}': expected one of {}", what_, shown(name), names));
    }
    once(std::string(key->once_as.empty() ? key->name : key->once_as), line.number, name);
    const std::size_t values = line.words.size() - 1;
    switch (key->form) {
        case KeyForm::value:
            if (values != 1) source_.fail(line.number, fmt::format("expected '{} <value>', got '{}'", name, shown(line.text)));
            break;
        case KeyForm::words:
            if (values == 0) source_.fail(line.number, fmt::format("'{}' needs a value (expected '{}')", name, key->usage));
            break;
        case KeyForm::block: {
            if (values != 0) source_.fail(line.number, fmt::format("expected '{}' alone on its line, {}", name, key->usage));
            const TextKey& sizing = keys_.front();
            if (&sizing != key && line_of(sizing.name) == 0)
                source_.fail(line.number,
                             fmt::format("no '{}' line before '{}' (the {} comes first)", sizing.usage, name, sizing.name));
            break;
        }
    }
    key->read(line);
}

void KeyedText::read(std::string_view stop) {
    stop_ = stop;
    while (!source_.at_end()) {
        const SourceLine& next = source_.peek();
        KeyLine line{next.number, next.text, split_words(next.text)};
        if (!stop.empty() && line.words.front() == stop) break;
        source_.next();
        read_line(line);
    }
    for (const TextKey& key : keys_) {
        if (!key.required || line_of(key.name) != 0) continue;
        source_.fail(0, key.form == KeyForm::block
                            ? fmt::format("missing key '{}' (expected '{}' and {})", key.name, key.name, key.usage)
                            : fmt::format("missing key '{}' (expected '{}')", key.name, key.usage));
    }
}

}  // namespace puzzlebox
