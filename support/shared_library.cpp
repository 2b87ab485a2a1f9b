// dlopen and dlsym for the libraries opened on first use (see shared_library.hpp).
#include "support/shared_library.hpp"

#include <dlfcn.h>

namespace puzzlebox {

std::optional<SharedLibrary> SharedLibrary::open(std::initializer_list<std::string> places, bool global, std::string* why) {
    for (const std::string& place : places) {
        if (void* handle = ::dlopen(place.c_str(), RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL))) return SharedLibrary(handle);
        if (why && why->empty()) *why = ::dlerror();
    }
    return std::nullopt;
}

void* SharedLibrary::symbol(const char* name) const { return ::dlsym(handle_, name); }

}  // namespace puzzlebox
