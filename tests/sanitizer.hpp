// Whether the tests run under AddressSanitizer (make asan-test), where code
// runs several times slower: the largest random samples take a share of their
// boards there (the same checks; the release run takes them all).
#pragma once

namespace puzzlebox::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool sanitized = true;
#else
inline constexpr bool sanitized = false;
#endif
#else
inline constexpr bool sanitized = false;
#endif

// A sample of `boards`: all of them, or a fifth under the sanitizers.
constexpr int sample(int boards) { return sanitized ? (boards + 4) / 5 : boards; }

}  // namespace puzzlebox::test
