#define _GNU_SOURCE
#include "CPaySheetFiles.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/xattr.h>
#include <unistd.h>

#ifdef __APPLE__
#include <sys/acl.h>
#endif

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

int psfile_create_private(const char *path, mode_t mode) {
#ifdef __APPLE__
  // The mode alone does not shut others out on Apple's systems: a new file takes the
  // inheritable entries of its folder's ACL, which allow what they allow whatever the mode.
  // An empty ACL flagged not to inherit, given at creation (openx_np), keeps them off.
  acl_t acl = acl_init(0);
  filesec_t security = filesec_init();
  acl_flagset_t flags;
  int descriptor = -1;
  if (acl != NULL && security != NULL && acl_get_flagset_np(acl, &flags) == 0 &&
      acl_add_flag_np(flags, ACL_FLAG_NO_INHERIT) == 0 && acl_set_flagset_np(acl, flags) == 0 &&
      filesec_set_property(security, FILESEC_MODE, &mode) == 0 &&
      filesec_set_property(security, FILESEC_ACL, &acl) == 0) {
    descriptor = openx_np(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, security);
  }
  int code = errno;
  if (security != NULL) filesec_free(security);
  if (acl != NULL) acl_free(acl);
  // A file system without ACLs (FAT, exFAT) has none to inherit either.
  if (descriptor < 0 && (code == ENOTSUP || code == EOPNOTSUPP)) {
    return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  }
  errno = code;
  return descriptor;
#else
  // A folder's default ACL is masked by the mode's group bits: 600 leaves no entry in force.
  return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
#endif
}

ssize_t psfile_get_acl(int descriptor, char *text, size_t size) {
#ifdef __APPLE__
  acl_t acl = acl_get_fd_np(descriptor, ACL_TYPE_EXTENDED);
  // ENOENT: the file has no ACL; ENOTSUP: its file system has none.
  if (acl == NULL) return errno == ENOENT || errno == ENOTSUP || errno == EOPNOTSUPP ? 0 : -1;
  // An ACL without entries allows and denies nothing: the same as none.
  acl_entry_t entry;
  if (acl_get_entry(acl, ACL_FIRST_ENTRY, &entry) != 0) {
    acl_free(acl);
    return 0;
  }
  ssize_t length = 0;
  char *written = acl_to_text(acl, &length);
  int code = errno;
  acl_free(acl);
  if (written == NULL) {
    errno = code;
    return -1;
  }
  if (size > 0) {
    if ((size_t)length >= size) {
      acl_free(written);
      errno = ERANGE;
      return -1;
    }
    memcpy(text, written, (size_t)length + 1);
  }
  acl_free(written);
  return length;
#else
  // Linux keeps ACLs as the extended attribute system.posix_acl_access, copied as such.
  (void)descriptor;
  (void)text;
  (void)size;
  return 0;
#endif
}

int psfile_set_acl(int descriptor, const char *text) {
#ifdef __APPLE__
  acl_t acl = text[0] == 0 ? acl_init(0) : acl_from_text(text);
  if (acl == NULL) return -1;
  int result = acl_set_fd_np(descriptor, acl, ACL_TYPE_EXTENDED);
  int code = errno;
  acl_free(acl);
  errno = code;
  return result;
#else
  (void)descriptor;
  (void)text;
  return 0;
#endif
}
