# secrets for the guest, written for the sandbox: tokens and choices drawn from a
# random.Random seeded from the session's generator. The sandbox never reads OS entropy, so
# these values are unpredictable only as far as the session's seed is: fine for ids and test
# data, not for real keys (the host makes those).
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import base64 as _base64
import hmac as _hmac
import random as _random

__all__ = ["choice", "randbelow", "randbits", "token_bytes", "token_hex", "token_urlsafe",
           "compare_digest", "DEFAULT_ENTROPY"]

DEFAULT_ENTROPY = 32
_rng = _random.Random()


def compare_digest(a, b):
    return _hmac.compare_digest(a, b)


def choice(seq):
    return _rng.choice(seq)


def randbits(k):
    return _rng.getrandbits(k)


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _rng.randrange(exclusive_upper_bound)


def token_bytes(nbytes=None):
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _rng.randbytes(nbytes)


def token_hex(nbytes=None):
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    tok = token_bytes(nbytes)
    return _base64.urlsafe_b64encode(tok).rstrip(b"=").decode("ascii")
