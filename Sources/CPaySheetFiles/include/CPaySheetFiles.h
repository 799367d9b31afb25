// File-system calls that Swift's Glibc module leaves out: extended attributes (on Linux, ACLs
// are stored as the attribute system.posix_acl_access) and unnamed files (O_TMPFILE), which
// need <sys/xattr.h> and _GNU_SOURCE; and, on Apple's systems, ACLs, which are kept apart from
// the extended attributes. Each returns what the system call returns, with errno.
#ifndef CPAYSHEETFILES_H
#define CPAYSHEETFILES_H

#include <stddef.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// flistxattr(2): the NUL-separated names of the open file's attributes.
ssize_t psfile_list_attributes(int descriptor, char *list, size_t size);
/// fgetxattr(2).
ssize_t psfile_get_attribute(int descriptor, const char *name, void *value, size_t size);
/// fsetxattr(2), creating or replacing the attribute.
int psfile_set_attribute(int descriptor, const char *name, const void *value, size_t size);
/// fremovexattr(2).
int psfile_remove_attribute(int descriptor, const char *name);
/// The errno of a missing attribute: ENODATA on Linux, ENOATTR elsewhere.
int psfile_no_attribute_error(void);
/// open(2) of an unnamed file in `folder` for writing (O_TMPFILE), or -1 with errno, which is
/// EOPNOTSUPP where the system or the file system has no unnamed files.
int psfile_open_unnamed(const char *folder, mode_t mode);
/// Gives an unnamed file the name `path`: linkat(2) of /proc/self/fd/N, else AT_EMPTY_PATH.
int psfile_link_unnamed(int descriptor, const char *path);

/// Creates `path` for writing (O_CREAT | O_EXCL) with `mode`, where no one else gets access
/// through an ACL: on Apple's systems, with an empty ACL that inherits nothing from the
/// folder (openx_np); on Linux, open(2), whose mode masks a folder's default ACL.
int psfile_create_private(const char *path, mode_t mode);
/// The open file's ACL as text (acl_to_text) where the system keeps ACLs apart from the
/// extended attributes (Apple's systems); its length, 0 when it has none or on Linux (where
/// the ACL is an extended attribute), or -1 with errno (ERANGE: `size` is too small; a
/// `size` of 0 asks for the length).
ssize_t psfile_get_acl(int descriptor, char *text, size_t size);
/// Gives the open file the ACL `text` from psfile_get_acl; "" leaves it without entries.
/// Does nothing on Linux.
int psfile_set_acl(int descriptor, const char *text);

#ifdef __cplusplus
}
#endif

#endif
