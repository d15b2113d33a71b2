"""A seat's link as a QR code: PNG bytes (for the join screen) or an SVG string."""

from __future__ import annotations

import io

import segno


def qr_png(url: str, scale: int = 8) -> bytes:
    """The link as a black-on-white PNG with the quiet border phones' cameras need."""
    code = segno.make(url, error="m")
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    return out.getvalue()
