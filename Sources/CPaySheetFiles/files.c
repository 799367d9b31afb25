#define _GNU_SOURCE
#include "CPaySheetFiles.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/xattr.h>
#include <unistd.h>

#ifdef __APPLE__
#define PSFILE_OPTIONS , 0
#define PSFILE_GET_OPTIONS , 0, 0
#else
#define PSFILE_OPTIONS
#define PSFILE_GET_OPTIONS
#endif

ssize_t psfile_list_attributes(int descriptor, char *list, size_t size) {
  return flistxattr(descriptor, list, size PSFILE_OPTIONS);
}

ssize_t psfile_get_attribute(int descriptor, const char *name, void *value, size_t size) {
  return fgetxattr(descriptor, name, value, size PSFILE_GET_OPTIONS);
}

int psfile_set_attribute(int descriptor, const char *name, const void *value, size_t size) {
  return fsetxattr(descriptor, name, value, size, 0 PSFILE_GET_OPTIONS);
}

int psfile_remove_attribute(int descriptor, const char *name) {
  return fremovexattr(descriptor, name PSFILE_OPTIONS);
}

int psfile_no_attribute_error(void) {
#ifdef ENODATA
  return ENODATA;
#else
  return ENOATTR;
#endif
}

int psfile_open_unnamed(const char *folder, mode_t mode) {
#ifdef O_TMPFILE
  int descriptor = open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
  // Kernels and file systems without O_TMPFILE answer EISDIR or EOPNOTSUPP.
  if (descriptor < 0 && errno == EISDIR) errno = EOPNOTSUPP;
  return descriptor;
#else
  (void)folder;
  (void)mode;
  errno = EOPNOTSUPP;
  return -1;
#endif
}

int psfile_link_unnamed(int descriptor, const char *path) {
#ifdef AT_EMPTY_PATH
  char link[64];
  snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
  if (linkat(AT_FDCWD, link, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0) return 0;
  // Without /proc: allowed to a process that may read any file (CAP_DAC_READ_SEARCH).
  return linkat(descriptor, "", AT_FDCWD, path, AT_EMPTY_PATH);
#else
  (void)descriptor;
  (void)path;
  errno = EOPNOTSUPP;
  return -1;
#endif
}
