"""Drawing the piece cells (coins, tokens, tiles, markers) and the notes under cards.

A cell shows its resting pieces as a small stack (up to three layers, ``"x N"`` beside it
when there are several) with its caption along the bottom. A clickable piece (a target) is
raised a little and outlined in gold, thicker on a lit ground under the pointer, like a
playable card. The piece under the pointer shows its help line in a small box above it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game import assets
from game.table.centre import lying, note_gap
from game.table.paint import draw_panel, turned
from game.table.placement import Cell, picture_rect, raised_outline, stack_step
from game.table.zones import CardItem, Zone, ZoneKind
from game.ui import style
from game.ui.text import draw_text, fitting_px, label


def draw_cells(
    surface: pygame.Surface, cells: list[Cell], live: set[str], hover: tuple[int, int], px: int
) -> None:
    """Every cell of ``cells``; those whose action is in ``live`` as clickable. A zone's
    captions share one size: the largest, from ``px`` down to 10, in which each fits its
    cell with a few pixels to spare (each shrank alone, and squeezed neighbours' captions
    touched: a tester read "Bid tokensStart marker")."""
    caption_px: dict[Zone, int] = {}
    for cell in cells:
        if cell.item.label:
            fitted = fitting_px(cell.item.label, px, 10, cell.rect.width - 4)
            caption_px[cell.zone] = min(caption_px.get(cell.zone, px), fitted)
    for cell in cells:
        count = cell.resting
        if count == 0 and not cell.item.label:
            continue
        icon_h = cell.icon_h
        off = stack_step(icon_h)
        supply = cell.zone.kind is ZoneKind.SUPPLY
        clickable = cell.item.action is not None and cell.item.action in live
        picture = picture_rect(cell.rect, icon_h, centred=False)
        count_w = assets.font(px, True).size(f"x{count}")[0] + 4 if count > 1 else 0
        if supply:  # centred over the supply's centred caption
            picture.x = max(
                cell.rect.x, cell.rect.centerx - (picture.width + off * (min(count, 3) - 1) + count_w) // 2
            )
        if clickable:
            glow = raised_outline(picture, icon_h)
            picture.y -= 2 * off
            radius = max(3, icon_h // 6)
            hot = cell.rect.collidepoint(hover)
            if hot:
                pygame.draw.rect(surface, style.BUTTON_HOVER, glow, border_radius=radius)
            pygame.draw.rect(
                surface, style.ACCENT, glow, width=max(2, icon_h // (12 if hot else 18)), border_radius=radius
            )
        image = _picture(cell, icon_h) if count else None
        if count:
            if image is not None:
                for k in range(min(count, 3) - 1, -1, -1):
                    surface.blit(image, (picture.x + k * off, picture.y - k * off))
            if count > 1:
                x = (
                    picture.x
                    + min(picture.width, image.get_width() if image else icon_h)
                    + off * (min(count, 3) - 1)
                )
                # (smaller in a squeezed cell rather than over the next: a tester saw the
                # Support stack over the Bid tokens' "x18")
                npx = fitting_px(f"x{count}", px, 9, cell.rect.right - x - 3, True)
                draw_text(
                    surface,
                    f"x{count}",
                    npx,
                    (x + 3, picture.centery),
                    style.TEXT,
                    bold=True,
                    anchor="midleft",
                )
        if cell.item.label:
            cpx = caption_px[cell.zone]  # (smaller rather than cut, alike in a zone)
            pos, anchor = ((cell.rect.centerx, cell.rect.bottom), "midbottom")
            if not supply:  # under its piece's middle as far as the cell allows (a turned coin's
                # number sat at its left edge: a tester read it as another coin's)
                width = assets.font(cpx).size(cell.item.label)[0]
                middle = picture.x + (image.get_width() if image is not None else picture.width) // 2
                pos, anchor = (
                    (max(cell.rect.x, min(middle - width // 2, cell.rect.right - width)), cell.rect.bottom),
                    "bottomleft",
                )
            colour = style.ACCENT if clickable else style.TEXT_DIM
            draw_text(surface, cell.item.label, cpx, pos, colour, anchor=anchor, max_width=cell.rect.width)


def _picture(cell: Cell, icon_h: int) -> pygame.Surface | None:
    """The cell's piece picture ``icon_h`` tall (turned a quarter when the item says so), narrowed to
    the cell when it is squeezed; ``None`` when the picture is missing."""
    try:
        image = assets.piece(cell.item.image, icon_h)
    except FileNotFoundError:
        return None
    if cell.item.turned:
        image = turned((cell.item.image, icon_h), image)
    if image.get_width() > cell.rect.width:
        scale = cell.rect.width / image.get_width()
        image = pygame.transform.smoothscale(
            image, (cell.rect.width, max(1, round(image.get_height() * scale)))
        )
    return image


def hovered_cell(cells: list[Cell], pos: tuple[int, int], cover: pygame.Rect | None) -> Cell | None:
    """The cell under ``pos`` that has a help line and is not under ``cover`` (the panel)."""
    for cell in cells:
        if (
            cell.item.help
            and cell.rect.collidepoint(pos)
            and (cover is None or not cover.colliderect(cell.rect))
        ):
            return cell
    return None


def draw_help(surface: pygame.Surface, cell: Cell, px: int, avoid: list[pygame.Rect]) -> pygame.Rect:
    """``cell``'s help line in a small box just above it, kept inside the window; below it,
    else beside it, where above would cover one of ``avoid`` (the prompt's words). Returns
    the box."""
    image = label(cell.item.help, px, style.TEXT)
    box = image.get_rect().inflate(12, 6)
    r, bounds = cell.rect, surface.get_rect()
    spots = []
    for anchor, point in (
        ("midbottom", (r.centerx, r.top - 4)),
        ("midtop", (r.centerx, r.bottom + 4)),
        ("midleft", (r.right + 4, r.centery)),
        ("midright", (r.left - 4, r.centery)),
    ):
        spot = box.copy()
        setattr(spot, anchor, point)
        spots.append(spot.clamp(bounds))
    box = next((s for s in spots if s.collidelist(avoid) < 0), spots[0])
    draw_panel(surface, box, alpha=240)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def note_box(
    card: pygame.Rect, turned: bool, note: str, px: int, others: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """The box of a card's note (``"Can't win!"``) at ``px``: a few pixels under the card
    lying at ``card`` (its upright rect; ``turned``: drawn turned a quarter), or over it, or
    beside it (right, then left; level with its middle, then with its foot), the first that
    meets none of ``others`` (the cards beside it, the pieces: under the top seat's card it
    touched both side seats' cards, over it a tester read it on the supply's caption), else
    the one that covers least of them. At 2 px from the card its box met the card's foot: a
    tester read them as one."""
    w, h = assets.font(px, True).size(note)
    shown, gap = lying(card, turned), note_gap(px)
    box = pygame.Rect(0, 0, w + 8, h + 2)
    under, over = box.copy(), box.copy()
    under.midtop, over.midbottom = (shown.centerx, shown.bottom + gap), (shown.centerx, shown.top - gap)
    places = [under, over]
    for level in (shown.centery, shown.bottom - box.height // 2):  # (beside: level with the
        right, left = box.copy(), box.copy()  # card's middle, else with its foot)
        right.midleft, left.midright = (shown.right + gap, level), (shown.left - gap, level)
        places += [right, left]

    def covered(place: pygame.Rect) -> int:
        return sum(place.clip(r).width * place.clip(r).height for r in others)

    return next((p for p in places if p.collidelist(list(others)) < 0), None) or min(places, key=covered)


def note_boxes(
    cards: Sequence[tuple[Any, pygame.Rect]], px: int, pieces: Sequence[pygame.Rect] = ()
) -> list[tuple[Any, pygame.Rect]]:
    """``(sprite, box)`` of each card with a note among ``cards`` (``(sprite, upright rect)``
    of one zone's cards), each box kept off the other cards and the ``pieces``' cells
    (:func:`note_box`)."""
    shown = [lying(rect, sp.item.turned) for sp, rect in cards]
    return [
        (sp, note_box(rect, sp.item.turned, sp.item.note, px, [*shown[:i], *shown[i + 1 :], *pieces]))
        for i, (sp, rect) in enumerate(cards)
        if getattr(sp.item, "note", "")
    ]


def draw_card_notes(surface: pygame.Surface, sprites, px: int, pieces: Sequence[pygame.Rect] = ()) -> None:
    """The note of each resting card of one zone's ``sprites`` that has one, in a small box
    under it, over it or beside it, clear of the ``pieces``' cells (:func:`note_boxes`)."""
    cards = [(sp, sp.int_rect()) for sp in sprites if isinstance(sp.item, CardItem) and not sp.busy]
    for sp, box in note_boxes(cards, px, pieces):
        pygame.draw.rect(surface, style.PANEL, box, border_radius=4)
        image = label(sp.item.note, px, style.WARNING, True)
        surface.blit(image, image.get_rect(center=box.center))
