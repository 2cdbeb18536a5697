"""Card images: verify with Pillow, scale to a display size and a thumbnail, find them in
folders and zip archives, download them on request.

Everything here works on bytes; the database stores the results as blobs, so no file is
ever written from an archive. Still, archive member names that would escape a folder
(absolute paths, ``..``, drive letters) are refused with a message, because a name like
that is a sign of a hostile archive.

Limits (module constants): ``MAX_PIXELS`` per image (decompression bombs), ``MAX_FILE_BYTES``
per file or download, and the accepted formats PNG, JPEG and WebP (by content, not by name).
"""

from __future__ import annotations

import io
import logging
import warnings
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from PIL import Image, ImageOps, UnidentifiedImageError

from card_db.errors import ImageError
from card_db.limits import file_kind
from card_db.network import DownloadError, fetch

log = logging.getLogger(__name__)

#: Images with more pixels than this are refused (a card scan at 1200 dpi is ~17 million).
MAX_PIXELS = 40_000_000
#: Files, archive members and downloads larger than this are refused.
MAX_FILE_BYTES = 40 * 1024 * 1024
#: The box the display image is scaled down into (63 × 88 mm at 10 px/mm); never scaled up.
DISPLAY_SIZE = (630, 880)
#: The box the thumbnail is scaled down into.
THUMB_SIZE = (150, 210)
#: Pillow format -> MIME type of the formats accepted as card images.
ACCEPTED_FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg", "WEBP": "image/webp"}
#: File names considered when importing a folder or archive (others are skipped with a message).
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff"})

Size = str  # "display" or "thumb"
SIZES = ("display", "thumb")


@dataclass(frozen=True)
class PreparedImage:
    """An image ready to store: both sizes encoded (JPEG, or PNG where there is transparency).

    Attributes:
        display: the display-size image.
        thumb: the thumbnail.
        mime: the MIME type of both.
        width: the display image's width in pixels.
        height: the display image's height in pixels.
    """

    display: bytes
    thumb: bytes
    mime: str
    width: int
    height: int


def open_verified(data: bytes, name: str) -> Image.Image:
    """Open ``data`` as an image and load it completely, or raise ``ImageError``.

    Refuses: non-images, formats other than PNG/JPEG/WebP, more than ``MAX_PIXELS`` pixels
    (checked from the header before decoding, and Pillow's own decompression-bomb guard is
    turned into a refusal), and truncated or corrupt files.
    """
    if len(data) > MAX_FILE_BYTES:
        raise ImageError(f"{name}: the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        # Pillow warns above its own limit and raises above twice that; both are refusals here.
        # (catch_warnings is process-wide; a thread racing it can at worst let the warning be
        # printed, and then the explicit pixel check below still refuses the image.)
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as probe:
                fmt = probe.format or "unknown"
                width, height = probe.size
                if fmt not in ACCEPTED_FORMATS:
                    raise ImageError(f"{name}: {fmt} images are not accepted (use PNG, JPEG or WebP)")
                if width * height > MAX_PIXELS:
                    raise ImageError(
                        f"{name}: {width}×{height} pixels is more than the limit of {MAX_PIXELS:,}"
                    )
                probe.verify()
            image = Image.open(io.BytesIO(data))
            image.load()
    except ImageError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        raise ImageError(f"{name}: refused as a possible decompression bomb ({error})") from None
    except UnidentifiedImageError:
        raise ImageError(f"{name}: not an image Pillow can read") from None
    except (OSError, SyntaxError, ValueError, EOFError) as error:
        raise ImageError(f"{name}: damaged or truncated image ({error})") from None
    return image


def _encode(image: Image.Image) -> tuple[bytes, str]:
    out = io.BytesIO()
    has_alpha = image.mode in {"RGBA", "LA"} or (image.mode == "P" and "transparency" in image.info)
    if has_alpha:
        image.convert("RGBA").save(out, "PNG", optimize=True)
        return out.getvalue(), "image/png"
    image.convert("RGB").save(out, "JPEG", quality=88, optimize=True)
    return out.getvalue(), "image/jpeg"


def scale_into(image: Image.Image, box: tuple[int, int]) -> Image.Image:
    """A copy of ``image`` scaled down (never up) to fit ``box``, keeping its proportions."""
    copy = image.copy()
    copy.thumbnail(box, Image.Resampling.LANCZOS)
    return copy


def prepare_image(data: bytes, name: str = "image") -> PreparedImage:
    """Verify ``data`` and make the display image and the thumbnail.

    Raises:
        ImageError: the data is refused (see ``open_verified``); the message starts with ``name``.
    """
    image = open_verified(data, name)
    try:
        image = ImageOps.exif_transpose(image)
        if image.mode not in {"RGB", "RGBA", "L", "LA", "P"}:
            image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
        display = scale_into(image, DISPLAY_SIZE)
        thumb = scale_into(image, THUMB_SIZE)
        display_bytes, mime = _encode(display)
        thumb_bytes, _ = _encode(thumb.convert(display.mode) if thumb.mode != display.mode else thumb)
    except (OSError, ValueError) as error:
        raise ImageError(f"{name}: cannot convert the image ({error})") from None
    finally:
        image.close()
    return PreparedImage(display_bytes, thumb_bytes, mime, display.width, display.height)


def prepared_from_pil(display: Image.Image, thumb: Image.Image) -> PreparedImage:
    """Encode images made here (text proxies) as PNG, which keeps small text sharp."""
    outs = []
    for image in (display, thumb):
        out = io.BytesIO()
        image.save(out, "PNG")
        outs.append(out.getvalue())
    return PreparedImage(outs[0], outs[1], "image/png", display.width, display.height)


@dataclass(frozen=True)
class ImageSource:
    """One candidate image found in a folder or archive.

    Attributes:
        name: the file's name as found (relative path in the folder or archive).
        stem: the file name without folders and suffix, which names the card.
        data: the file's bytes, or ``None`` when it was refused (``problem`` says why).
        problem: why it was refused, if it was.
    """

    name: str
    stem: str
    data: bytes | None
    problem: str | None = None


def unsafe_member_reason(name: str) -> str | None:
    """Why an archive member name would write outside its folder, or ``None`` if it is safe."""
    normalized = name.replace("\\", "/")
    if normalized.startswith("/"):
        return "absolute path"
    if len(normalized) >= 2 and normalized[1] == ":":
        return "drive letter"
    if any(part == ".." for part in PurePosixPath(normalized).parts):
        return "'..' in the path"
    return None


def iter_folder(folder: Path) -> Iterator[ImageSource]:
    """Every entry under ``folder`` (sorted, recursive) but folders; those that are not image
    files (another suffix, a FIFO or device) come with the reason and no data."""
    for path in sorted(p for p in folder.rglob("*") if not p.is_dir()):
        name = path.relative_to(folder).as_posix()
        if path.suffix.lower() not in IMAGE_SUFFIXES:
            yield ImageSource(name, path.stem, None, "not an image file name")
            continue
        kind = file_kind(path)  # a FIFO named like an image would block the read for ever
        if kind is not None:
            yield ImageSource(name, path.stem, None, kind)
            continue
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                yield ImageSource(name, path.stem, None, "the file is too large")
                continue
            yield ImageSource(name, path.stem, path.read_bytes())
        except OSError as error:
            yield ImageSource(name, path.stem, None, f"cannot read the file ({error.strerror or error})")


def iter_zip(archive: Path) -> Iterator[ImageSource]:
    """Every member of a zip archive, refusing escaping names, links and oversized members.

    Raises:
        ImageError: the file is not a zip archive.
    """
    try:
        zf = zipfile.ZipFile(archive)
    except (zipfile.BadZipFile, OSError) as error:
        raise ImageError(f"{archive}: not a readable zip archive ({error})") from None
    with zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            name = info.filename
            stem = PurePosixPath(name.replace("\\", "/")).stem
            reason = unsafe_member_reason(name)
            if reason is not None:
                yield ImageSource(
                    name, stem, None, f"refused: the name would escape the cache folder ({reason})"
                )
                continue
            if (info.external_attr >> 16) & 0o170000 == 0o120000:
                yield ImageSource(name, stem, None, "refused: a symbolic link")
                continue
            if PurePosixPath(name).suffix.lower() not in IMAGE_SUFFIXES:
                yield ImageSource(name, stem, None, "not an image file name")
                continue
            if info.file_size > MAX_FILE_BYTES:
                yield ImageSource(name, stem, None, "the member is too large")
                continue
            try:
                with zf.open(info) as member:
                    data = member.read(MAX_FILE_BYTES + 1)
            except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError) as error:
                yield ImageSource(name, stem, None, f"cannot extract ({error})")
                continue
            if len(data) > MAX_FILE_BYTES:
                yield ImageSource(name, stem, None, "the member is too large")
                continue
            yield ImageSource(name, stem, data)


def download(url: str, timeout: float) -> bytes:
    """Download a picture (see ``card_db.network.fetch``), at most ``MAX_FILE_BYTES``.

    Raises:
        ImageError: as ``fetch`` would raise ``DownloadError``.
    """
    try:
        return fetch(url, timeout, MAX_FILE_BYTES)
    except DownloadError as error:
        raise ImageError(str(error)) from None
