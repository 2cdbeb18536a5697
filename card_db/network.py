"""The only network access of the card database, and always an explicit user action:
fetching card pictures and EncoreDecks deck lists. http and https only, a time limit on
every wait, a size limit on every answer."""

from __future__ import annotations

import urllib.error
import urllib.request

from card_db.errors import CardDbError


class DownloadError(CardDbError):
    """A download failed: another scheme, an HTTP error, a network error or timeout, or an
    answer larger than allowed."""


def fetch(url: str, timeout: float, max_bytes: int) -> bytes:
    """The body at ``url``, within ``timeout`` seconds per network wait.

    Raises:
        DownloadError: naming the address and what went wrong.
    """
    if not url.lower().startswith(("http://", "https://")):
        raise DownloadError(f"{url}: only http and https addresses are fetched")
    request = urllib.request.Request(url, headers={"User-Agent": "tabletop-tcg card_db"})  # noqa: S310 - scheme checked above
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 - scheme checked above
            data: bytes = response.read(max_bytes + 1)
    except urllib.error.HTTPError as error:
        raise DownloadError(f"{url}: the server answered {error.code} {error.reason}") from None
    except TimeoutError:
        raise DownloadError(f"{url}: timed out after {timeout:g} s") from None
    except urllib.error.URLError as error:
        reason = error.reason
        if isinstance(reason, TimeoutError):
            raise DownloadError(f"{url}: timed out after {timeout:g} s") from None
        raise DownloadError(f"{url}: cannot download ({reason})") from None
    except OSError as error:
        raise DownloadError(f"{url}: cannot download ({error})") from None
    if len(data) > max_bytes:
        raise DownloadError(f"{url}: larger than {max_bytes // (1024 * 1024)} MB")
    return data
