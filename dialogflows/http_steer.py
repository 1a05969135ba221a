"""Which listening socket of a port's ``SO_REUSEPORT`` group takes each new connection.

The kernel hashes every new connection to one socket of the group, whether a process
accepts on that socket or not. When a worker dies and its replacement is still loading
(2-5 s, longer on a busy machine), the connections hashed to its socket would wait that long
for an answer. Closing the socket instead would move new connections elsewhere but reset
the ones already queued on it. So the supervisor keeps every socket and steers: a classic
BPF program attached to the group (``SO_ATTACH_REUSEPORT_CBPF``, Linux 4.5+) picks, for each
new connection, one of the sockets whose worker is ready, at random; the queued connections
stay where they are and the replacement answers them once it has loaded.

A group's sockets are numbered in the order they started listening, which is the order
``http_supervisor.bind_sockets`` returns them; the supervisor never closes one of them alone,
so the numbers hold. This module only builds and attaches the program.
"""

from __future__ import annotations

import ctypes
import socket
from collections.abc import Sequence

__all__ = ["SO_ATTACH_REUSEPORT_CBPF", "program", "steer"]

#: From <asm-generic/socket.h> (Python's socket module does not name it).
SO_ATTACH_REUSEPORT_CBPF = 51

# classic BPF opcodes (<linux/filter.h>)
_LD_W_ABS = 0x20  # A = a 32-bit word at k (an ancillary field for k >= SKF_AD_OFF)
_ALU_MOD_K = 0x94  # A %= k
_JEQ_K = 0x15  # if A == k jump jt else jf
_RET_K = 0x06  # return k
_SKF_AD_RANDOM = 0xFFFFF000 + 56  # SKF_AD_OFF + SKF_AD_RANDOM: a random 32-bit number


class _SockFilter(ctypes.Structure):
    _fields_ = [
        ("code", ctypes.c_uint16),
        ("jt", ctypes.c_uint8),
        ("jf", ctypes.c_uint8),
        ("k", ctypes.c_uint32),
    ]


class _SockFprog(ctypes.Structure):
    _fields_ = [
        ("len", ctypes.c_uint16),
        ("filter", ctypes.POINTER(_SockFilter)),
    ]


def program(targets: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """The instructions ``(code, jt, jf, k)`` that return one of ``targets`` (socket numbers
    in the group) at random for each connection."""
    if not targets:
        raise ValueError("a steering program needs at least one socket to steer to")
    code = [(_LD_W_ABS, 0, 0, _SKF_AD_RANDOM), (_ALU_MOD_K, 0, 0, len(targets))]
    for n, target in enumerate(targets[:-1]):
        code += [(_JEQ_K, 0, 1, n), (_RET_K, 0, 0, target)]
    code.append((_RET_K, 0, 0, targets[-1]))
    return code


def steer(sock: socket.socket, targets: Sequence[int]) -> None:
    """New connections to ``sock``'s group go to the sockets numbered ``targets`` only.

    Raises:
        OSError: the kernel refused the program (not Linux, or too old).
    """
    code = program(targets)
    instructions = (_SockFilter * len(code))(*(_SockFilter(*i) for i in code))
    fprog = _SockFprog(len(code), instructions)
    raw = ctypes.string_at(ctypes.addressof(fprog), ctypes.sizeof(fprog))
    # the kernel copies the program during the call; ``instructions`` lives until it returns
    sock.setsockopt(socket.SOL_SOCKET, SO_ATTACH_REUSEPORT_CBPF, raw)
