"""Generate the card decks, card backs, game pieces, the app icon and sounds under ``assets/``.

Run ``python build_scripts/make_assets.py [--out DIR] [--cards AS,spanish/AO,...]
[--faces-only]``. With no ``--out`` it writes into the repository's ``assets/`` folder (found
from this file, not the working directory). The output is reproducible: the same script,
pygame-ce version and font give byte-identical PNG and WAV files.

The art is drawn by one module per idea, beside this one: ``art_base`` (the shared drawing kit:
canvas, palette, suit shapes, text, blank card, corner index, card back), ``art_french``,
``art_spanish``, ``art_cantwin`` (deck and pieces), ``art_bidcoin`` (deck, back and coins),
``art_icon`` and ``art_sounds``; this script only lists what to draw and writes the files.

Art is drawn at ``SS`` times the master size with plain polygons and circles and then
smooth-scaled down, which anti-aliases every edge. Text uses the committed DejaVu fonts in
``assets/fonts`` (never pygame's default font). Sounds are synthesised with ``wave`` and
``math`` plus a seeded ``random.Random`` for noise. One style for every deck: ivory face,
rounded corners, corner index (rank over a small vector suit symbol), parchment court frames.

Outputs (master card size 500 x 700 px, the 2.5 : 3.5 poker ratio):
    cards/french/<text>.png   52 cards (``as``, ``10h``, ``qd`` ...) plus ``bj`` and ``lj``
    cards/french4/<text>.png  the same in four colours (diamonds blue, clubs green: the
                              *Four-colour deck* setting)
    cards/spanish/<text>.png  48 cards for Coins (``ao``, ``ru``, ``ce``, ``sb``, ``7e`` ...):
                              index letters A, K (Rey), Kn (Caballo), J (Sota); suit name at
                              the bottom; coins cards with a gold inner border
    cards/cantwin/<text>.png  48 Can't Win cards ``t1`` .. ``y12`` (10-12 carry "4p")
    cards/bidcoin/<text>.png  55 Bid Coin cards ``r0`` .. ``p10`` (4s and 6s carry the 2-win
                              mark; drawn by ``art_bidcoin.py``)
    cards/backs/back_blue.png, back_red.png (French), back_green.png (Spanish),
        back_purple.png (Can't Win), back_amber.png (Bid Coin); back_navy.png and
        back_burgundy.png (a medallion design any game may use: the *Card backs* setting)
    pieces/cantwin/tile_<name>.png, bid_token.png, support_token.png, start_marker.png
    pieces/bidcoin/coin_1.png .. coin_7.png (the Bid Coin coins 1, 2, 3, 5, 7)
        (400 x 400 px, transparent)
    icon/cardtable.png        the app's icon, 512 x 512 px (``art_icon.py``): window, desktop
                              entry, and the source of the Windows and macOS icons
    sounds/card_slide.wav, card_place.wav, shuffle.wav, turn.wav, win.wav, trick.wav, round_end.wav
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# The art modules live beside this script and import each other by name: let them be found
# when this file is run from anywhere or loaded by path (the tests do).
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_base  # noqa: E402  (first: it sets SDL's dummy drivers before pygame starts)
import art_bidcoin  # noqa: E402
import art_cantwin  # noqa: E402
import art_french  # noqa: E402
import art_icon  # noqa: E402
import art_sounds  # noqa: E402
import art_spanish  # noqa: E402
import pygame  # noqa: E402

BACKS = {
    "blue": ((30, 62, 112), (70, 110, 168), (196, 214, 238)),
    "red": ((140, 28, 38), (184, 70, 74), (244, 206, 204)),
    "green": ((30, 92, 56), (72, 138, 96), (206, 232, 210)),
    "purple": ((76, 40, 112), (120, 84, 160), (226, 210, 242)),
    "amber": art_bidcoin.BACK,
}
"""Back styles -> (field, lattice, dots): blue and red for the French deck, green for the
Spanish deck, purple for Can't Win, amber for Bid Coin."""
MEDALLION_BACKS = {
    "navy": ((22, 34, 70), (44, 62, 112), (214, 176, 84)),
    "burgundy": ((92, 20, 34), (124, 44, 58), (222, 190, 120)),
}
"""The backs a player may choose for every game (the *Card backs* setting) -> (field, rays,
gold): :func:`art_base.card_back_medallion`."""

DECKS = {
    "french": (art_french.all_card_texts, art_french.render_card),
    "french4": (art_french.all_card_texts, art_french.render_four_colour_card),
    "spanish": (art_spanish.all_spanish_texts, art_spanish.render_spanish_card),
    "cantwin": (art_cantwin.all_cantwin_texts, art_cantwin.render_cantwin_card),
    "bidcoin": (art_bidcoin.all_texts, art_bidcoin.render_card),
}
"""Art folder under ``cards/`` -> (function listing its text forms, function rendering one)."""


def all_cards():
    """Every card face as ``"folder/TEXT"`` (French, Spanish, Can't Win, then Bid Coin)."""
    return [f"{deck}/{text}" for deck, (texts, _) in DECKS.items() for text in texts()]


def build(out_dir, cards=None, backs=True, sounds=True, pieces=True, icon=True):
    """Write the assets into ``out_dir`` (a Path) and return the list of written paths.

    ``cards`` limits the faces: ``"folder/TEXT"`` (``"spanish/AO"``, ``"cantwin/T12"``) or a
    bare French text (``"AS"``); None means every card of :func:`all_cards`. ``backs``,
    ``sounds``, ``pieces`` and ``icon`` (``icon/cardtable.png``) switch those groups on or
    off. Everything is drawn on plain Surfaces, so no window or display mode is needed; it
    initialises ``pygame.font`` itself.

    Raises:
        ValueError: for an unknown deck folder or a text that is not a card of its deck.
    """
    pygame.font.init()
    written = []
    for name in cards if cards is not None else all_cards():
        deck, _, text = name.rpartition("/")
        deck = deck or "french"
        if deck not in DECKS:
            raise ValueError(f"unknown deck folder {deck!r} in {name!r}")
        faces = out_dir / "cards" / deck
        faces.mkdir(parents=True, exist_ok=True)
        path = faces / f"{text.lower()}.png"
        pygame.image.save(DECKS[deck][1](text), str(path))
        written.append(path)
    if backs:
        back_dir = out_dir / "cards" / "backs"
        back_dir.mkdir(parents=True, exist_ok=True)
        for name, colours in BACKS.items():
            path = back_dir / f"back_{name}.png"
            pygame.image.save(art_base.card_back(*colours), str(path))
            written.append(path)
        for name, colours in MEDALLION_BACKS.items():
            path = back_dir / f"back_{name}.png"
            pygame.image.save(art_base.card_back_medallion(*colours), str(path))
            written.append(path)
    if pieces:
        for name, draw in {**art_cantwin.PIECES, **art_bidcoin.PIECES}.items():
            path = out_dir / "pieces" / f"{name}.png"
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(draw(), str(path))
            written.append(path)
    if icon:
        path = out_dir / "icon" / "cardtable.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(art_icon.icon(), str(path))
        written.append(path)
    if sounds:
        written += art_sounds.make_sounds(out_dir / "sounds")
    return written


def main(argv=None):
    """Command-line entry: ``--out DIR`` (default: the repository's assets/), ``--cards``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=art_base.ASSETS, help="output folder")
    parser.add_argument(
        "--cards",
        default=None,
        help="comma-separated faces to render: French texts (AS,BJ) or "
        "folder/text (spanish/AO, cantwin/T12); default: all",
    )
    parser.add_argument(
        "--faces-only",
        action="store_true",
        help="write only the card faces (no backs, pieces, icon or sounds)",
    )
    args = parser.parse_args(argv)
    cards = args.cards.split(",") if args.cards else None
    extras = not args.faces_only
    written = build(args.out.resolve(), cards, backs=extras, sounds=extras, pieces=extras, icon=extras)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total} bytes, into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
