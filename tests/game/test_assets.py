"""The asset files and the cached loader in game/assets.py (headless SDL)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import assets

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "build_scripts" / "make_assets.py"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
ALL_CARDS = [r + s for s in "SHDC" for r in RANKS] + ["BJ", "LJ"]
SPANISH_CARDS = [r + s for s in "UOEB" for r in "A R C S 9 8 7 6 5 4 3 2".split()]
CANTWIN_CARDS = [f"{c}{n}" for c in "TPVY" for n in range(1, 13)]
BIDCOIN_CARDS = [f"{c}{n}" for c in "RYGBP" for n in range(11)]
PIECES = [
    "cantwin/tile_revive_ban",
    "cantwin/tile_spell_ban",
    "cantwin/tile_item_ban",
    "cantwin/tile_no_escape",
    "cantwin/tile_no_xp",
    "cantwin/bid_token",
    "cantwin/support_token",
    "cantwin/start_marker",
    "bidcoin/coin_1",
    "bidcoin/coin_2",
    "bidcoin/coin_3",
    "bidcoin/coin_5",
    "bidcoin/coin_7",
]
IVORY = (255, 253, 246)


pytestmark = pytest.mark.usefixtures("dummy_display")


def _make_assets_module():
    spec = importlib.util.spec_from_file_location("make_assets", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # it puts build_scripts/ on sys.path for its art modules
    return module


def _rgba(path):
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGBA")


@pytest.mark.parametrize("folder", ["french", "french4"])
@pytest.mark.parametrize("text", ALL_CARDS)
def test_every_french_card_exists_at_master_size(folder, text):
    path = REPO / "assets" / "cards" / folder / f"{text.lower()}.png"
    assert path.is_file()
    surf = assets.image(f"cards/{folder}/{text.lower()}.png")
    assert surf.get_size() == (500, 700)
    # Rounded corners: the very corner pixel is transparent, the centre is opaque.
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((250, 20)).a == 255


@pytest.mark.parametrize(
    "folder,text",
    [("spanish", t) for t in SPANISH_CARDS]
    + [("cantwin", t) for t in CANTWIN_CARDS]
    + [("bidcoin", t) for t in BIDCOIN_CARDS],
)
def test_every_spanish_can_t_win_and_bid_coin_card_exists_at_master_size(folder, text):
    path = REPO / "assets" / "cards" / folder / f"{text.lower()}.png"
    assert path.is_file()
    surf = assets.image(f"cards/{folder}/{text.lower()}.png")
    assert surf.get_size() == (500, 700)
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((250, 20)).a == 255


def test_rules_deck_names_find_their_art():
    """Card.deck names from rules/ (make_spanish_deck, make_cant_win_deck, make_bid_coin_deck)
    pick the folder."""
    from rules.core.cards import make_spanish_deck
    from rules.games.bid_coin.parts import make_bid_coin_deck
    from rules.games.cant_win import make_cant_win_deck

    decks = [make_spanish_deck(), make_cant_win_deck(3), make_cant_win_deck(4)]
    for deck in decks + [make_bid_coin_deck(3), make_bid_coin_deck(4)]:
        for card in deck.cards:
            assert assets.card_face(card.deck, card.text, 90).get_size() == (64, 90)
    same = pygame.image.tobytes(assets.card_face("cantwin3", "T9", 90), "RGBA")
    assert same == pygame.image.tobytes(assets.card_face("cantwin4", "t9", 90), "RGBA")
    assert assets.DECK_ART["spanish"] == "spanish" and assets.DECK_ART["cantwin4"] == "cantwin"


def _ink_mask(surf, rect):
    """Set of (x, y) in ``rect`` whose pixel is clearly not the ivory card face."""
    out = set()
    for x in range(rect[0], rect[0] + rect[2]):
        for y in range(rect[1], rect[1] + rect[3]):
            c = surf.get_at((x, y))
            if c.a > 128 and sum(abs(a - b) for a, b in zip(c[:3], IVORY)) > 120:
                out.add((x, y))
    return out


def _mean_ink(surf, rect):
    mask = _ink_mask(surf, rect)
    return [sum(surf.get_at(p)[i] for p in mask) / len(mask) for i in range(3)]


# The small suit/colour symbol under the top-left corner number, at master size.
INDEX_SYMBOL = (20, 128, 88, 76)


def _differ(a, b):
    return len(a ^ b) > 0.3 * len(a | b)


def test_spanish_suits_differ_by_colour_and_shape():
    masks, colours = {}, {}
    for suit in "UOEB":
        surf = assets.image(f"cards/spanish/2{suit.lower()}.png")
        masks[suit] = _ink_mask(surf, INDEX_SYMBOL)
        colours[suit] = _mean_ink(surf, INDEX_SYMBOL)
    for a in "UOEB":
        for b in "UOEB":
            if a < b:
                assert _differ(masks[a], masks[b]), (a, b)
    r, g, b = colours["U"]
    assert r > 2 * g and r > 2 * b  # cups red
    r, g, b = colours["O"]
    assert r > g > 1.5 * b  # coins gold
    r, g, b = colours["E"]
    assert b > 1.5 * r  # swords blue
    r, g, b = colours["B"]
    assert g > 1.3 * r and g > b  # clubs green


def test_coins_have_a_gold_inner_border():
    coins = assets.image("cards/spanish/5o.png").get_at((13, 350))
    cups = assets.image("cards/spanish/5u.png").get_at((13, 350))
    assert coins.r > 180 and coins.b < 120
    assert sum(abs(a - b) for a, b in zip(cups[:3], IVORY)) < 30


def test_cant_win_colours_differ_by_colour_and_symbol():
    masks, panels = {}, {}
    for colour in "TPVY":
        surf = assets.image(f"cards/cantwin/{colour.lower()}8.png")
        masks[colour] = _ink_mask(surf, INDEX_SYMBOL)
        panels[colour] = tuple(surf.get_at((160, 560))[:3])  # inside the coloured panel
    for a in "TPVY":
        for b in "TPVY":
            if a < b:
                assert _differ(masks[a], masks[b]), (a, b)
                assert sum(abs(x - y) for x, y in zip(panels[a], panels[b])) > 90, (a, b)


def test_only_cards_10_to_12_carry_the_four_player_mark():
    corner = (400, 636, 68, 44)
    for colour in "TPVY":
        for number in range(1, 13):
            surf = assets.image(f"cards/cantwin/{colour.lower()}{number}.png")
            inked = len(_ink_mask(surf, corner))
            assert (inked > 200) == (number >= 10), (colour, number, inked)


def test_bid_coin_colours_differ_by_colour_and_symbol():
    """Five colours, each with its own symbol as well (DESIGN.md "assets/")."""
    masks, panels = {}, {}
    for colour in "RYGBP":
        surf = assets.image(f"cards/bidcoin/{colour.lower()}8.png")
        masks[colour] = _ink_mask(surf, INDEX_SYMBOL)
        panels[colour] = tuple(surf.get_at((160, 560))[:3])  # inside the coloured panel
    for a in "RYGBP":
        for b in "RYGBP":
            if a < b:
                assert _differ(masks[a], masks[b]), (a, b)
                assert sum(abs(x - y) for x, y in zip(panels[a], panels[b])) > 90, (a, b)


def test_only_the_fours_and_sixes_carry_the_two_win_mark():
    """Rulebook "1. Components": the 4 and the 6 of each suit carry the 2-win icon (under both
    corner indices, so it shows in a fanned hand)."""
    for colour in "RYGBP":
        for rank in range(11):
            drop = UNDERLINE_DROP if rank in (6, 9) else 0  # (the disc clears a 6's bar)
            marks = [(30, 218 + drop, 68, 68), (402, 414 - drop, 68, 68)]
            surf = assets.image(f"cards/bidcoin/{colour.lower()}{rank}.png")
            gold = [sum(1 for x, y in _ink_mask(surf, box) if surf.get_at((x, y)).r > 180) for box in marks]
            assert all((g > 600) == (rank in (4, 6)) for g in gold), (colour, rank, gold)


UNDERLINE_DROP = 24
"""How much lower a 6's or 9's corner mark lies, under the bar (master px)."""


@pytest.mark.parametrize(
    "path",
    [f"{deck}/{r}{s}" for deck in ("french", "french4") for r in "69" for s in "shdc"]
    + [f"spanish/{r}{s}" for r in "69" for s in "uoeb"]
    + [f"bidcoin/{c}{r}" for c in "rygbp" for r in "69"],
)
def test_a_six_and_a_nine_carry_a_bar_under_both_corner_indices(path):
    """Two testers read a 6 as a 9 in the far corner (turned, the index reads upside down):
    as printed decks do, the 6s and 9s are underlined, with a bar thick enough to show on a
    card in a fanned hand (some 20 rows of a card 100 px tall; one master line of 6 px
    vanished there)."""
    surf = assets.image(f"cards/{path}.png")
    w, h = surf.get_size()
    for box in ((34, 126, 60, 22), (w - 94, h - 148, 60, 22)):  # under the top index, over the
        mask = _ink_mask(surf, box)  # turned one: a solid bar at least 12 rows deep
        rows = [
            y
            for y in range(box[1], box[1] + box[3])
            if sum((x, y) in mask for x in range(box[0], box[0] + 60)) >= 55
        ]
        assert len(rows) >= 12, (path, box, len(rows))


@pytest.mark.parametrize("name", PIECES)
def test_every_piece_exists_and_scales(name):
    assert (REPO / "assets" / "pieces" / f"{name}.png").is_file()
    master = assets.image(f"pieces/{name}.png")
    assert master.get_size() == (400, 400)
    assert master.get_at((0, 0)).a == 0  # transparent outside the shape
    assert master.get_at((200, 200)).a == 255 or name.endswith("start_marker")
    small = assets.piece(name, 48)
    assert small.get_size() == (48, 48)
    assert assets.piece(name + ".png", 48).get_size() == (48, 48)
    assert assets.piece(name, 48) is small


def test_pieces_differ_and_missing_piece_is_named():
    seen = {pygame.image.tobytes(assets.piece(n, 40), "RGBA") for n in PIECES}
    assert len(seen) == len(PIECES)
    with pytest.raises(FileNotFoundError, match="nope.png"):
        assets.piece("cantwin/nope", 40)
    with pytest.raises(ValueError):
        assets.piece("cantwin/bid_token", 0)


def test_card_face_scales_to_five_by_seven():
    for height in (90, 140, 700, 1000):
        assert assets.card_face("french", "10H", height).get_size() == (round(height * 5 / 7), height)
    assert assets.card_face("french+2j", "LJ", 90).get_size() == (64, 90)


def test_card_face_caches_per_height():
    assets.clear_scaled_cache()
    first = assets.card_face("french", "QS", 120)
    assert assets.card_face("french", "qs", 120) is first
    assert assets.card_face("french", "QS", 121) is not first
    assets.clear_scaled_cache()
    again = assets.card_face("french", "QS", 120)
    assert again is not first
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_card_images_are_kept_small_and_bounded():
    """Cards are scaled from images reduced to the smallest tier that serves the height, not
    from the 700 px originals, and every cache of scaled cards has a bound."""
    assets.clear_scaled_cache()
    deck = ("AS", "KH", "QD", "JC", "10S", "9H", "BJ", "LJ")
    for height in range(60, 260, 4):
        for text in deck:
            assets.card_face("french", text, height)
    info = assets._master.cache_info()
    assert info.currsize <= 2 * len(deck) and info.maxsize == assets.MASTER_CACHE_SIZE
    assert all(assets._master("cards/french/as.png", tier).get_height() <= tier for tier in (128, 256))
    assert assets._scaled.cache_info().currsize <= assets.SCALED_CACHE_SIZE
    assert assets.image.cache_info().maxsize == assets.IMAGE_CACHE_SIZE
    # a card taller than the last tier is scaled from the original, so it stays crisp
    assert assets.card_face("french", "AS", 700).get_size() == (500, 700)
    assets.clear_scaled_cache()


def test_jokers_differ_at_a_glance():
    big = pygame.image.tobytes(assets.card_face("french", "BJ", 90), "RGB")
    little = pygame.image.tobytes(assets.card_face("french", "LJ", 90), "RGB")
    differing = sum(1 for i in range(0, len(big), 3) if big[i : i + 3] != little[i : i + 3])
    assert differing > 0.25 * len(big) / 3


def test_backs_exist_and_differ():
    blue = assets.card_back(90)
    red = assets.card_back(90, "red")
    green = assets.card_back(90, "green")
    purple = assets.card_back(90, "purple")
    amber = assets.card_back(90, "amber")
    assert blue.get_size() == red.get_size() == green.get_size() == purple.get_size() == (64, 90)
    assert len({pygame.image.tobytes(s, "RGB") for s in (blue, red, green, purple, amber)}) == 5
    centre_blue, centre_red = blue.get_at((32, 45)), red.get_at((32, 45))
    assert centre_blue.b > centre_blue.r and centre_red.r > centre_red.b
    centre_green, centre_purple = green.get_at((32, 45)), purple.get_at((32, 45))
    assert centre_green.g > centre_green.r and centre_purple.b > centre_purple.g
    centre_amber = amber.get_at((32, 45))
    assert centre_amber.r > centre_amber.g > centre_amber.b


def _ink(surface: pygame.Surface) -> tuple[int, int, int]:
    """The mean colour of a card's corner index (its rank and suit), away from the white."""
    pixels = [surface.get_at((x, y)) for x in range(4, 22) for y in range(4, 40)]
    inked = [p for p in pixels if p.a > 200 and min(p.r, p.g, p.b) < 150]
    return tuple(sum(p[i] for p in inked) // len(inked) for i in range(3))


def test_the_four_colour_deck_gives_each_suit_its_colour():
    """Spades black, hearts red, diamonds blue, clubs green (the usual deck: diamonds red,
    clubs black); the same card otherwise."""
    spade, heart, diamond, club = (_ink(assets.card_face("french4", f"7{s}", 140)) for s in "SHDC")
    assert max(spade) < 60 and heart[0] > 150 > heart[2]
    assert diamond[2] > 150 and diamond[2] > diamond[0] + 80
    assert club[1] > club[0] + 50 and club[1] > club[2] + 30
    usual_diamond, usual_club = (
        _ink(assets.card_face("french", "7D", 140)),
        _ink(assets.card_face("french", "7C", 140)),
    )
    assert usual_diamond[0] > usual_diamond[2] and max(usual_club) < 60
    assert _ink(assets.card_face("french4", "7H", 140)) == _ink(assets.card_face("french", "7H", 140))


def test_the_backs_anyone_may_choose_exist_and_differ():
    navy, burgundy = assets.card_back(90, "navy"), assets.card_back(90, "burgundy")
    assert navy.get_size() == burgundy.get_size() == (64, 90)
    edge_navy, edge_burgundy = navy.get_at((14, 20)), burgundy.get_at((14, 20))
    assert edge_navy.b > edge_navy.r and edge_burgundy.r > edge_burgundy.b
    others = {pygame.image.tobytes(assets.card_back(90, style), "RGB") for style in ("blue", "red")}
    assert pygame.image.tobytes(navy, "RGB") not in others


def test_missing_asset_names_the_path():
    with pytest.raises(FileNotFoundError, match="zz.png"):
        assets.card_face("french", "ZZ", 90)
    with pytest.raises(FileNotFoundError, match="back_orange.png"):
        assets.card_back(90, "orange")
    with pytest.raises(FileNotFoundError, match="nope.wav"):
        assets.sound("nope")


def test_bad_height_is_refused():
    with pytest.raises(ValueError):
        assets.card_face("french", "AS", 0)


def test_font_loads_and_renders():
    regular = assets.font(24)
    bold = assets.font(24, bold=True)
    assert assets.font(24) is regular and bold is not regular
    text = regular.render("Bid Whist 10\u2665", True, (0, 0, 0))
    assert text.get_width() > 50 and text.get_bounding_rect().height > 10
    assert bold.size("Bid Whist") != regular.size("Bid Whist")
    license_text = (REPO / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text()
    assert "Bitstream" in license_text


@pytest.mark.parametrize("name", assets.SOUND_NAMES)
def test_sounds_are_small_and_load_or_none(name):
    path = REPO / "assets" / "sounds" / f"{name}.wav"
    assert 0 < path.stat().st_size < 60_000
    loaded = assets.sound(name)
    if loaded is not None:
        assert 0.03 < loaded.get_length() < 1.5
        assert assets.sound(name) is loaded


def test_sound_is_none_without_mixer():
    assets.clear_caches()
    pygame.mixer.quit()
    try:
        assert assets.sound("turn") is None
    finally:
        try:
            pygame.mixer.init()
        except pygame.error:
            pass


def test_assets_folder_stays_small():
    total = sum(p.stat().st_size for p in (REPO / "assets").rglob("*") if p.is_file())
    assert total < 10 * 1024 * 1024


def test_generator_is_reproducible_and_matches_committed_files(tmp_path):
    """A fresh process writes every file, and they match the committed ones (PNG pixels, WAV
    bytes); a second run in this process gives identical bytes for a sample of faces from
    each deck (the French deck's first and last, jokers, courts), the backs and the pieces."""
    first, second = tmp_path / "a", tmp_path / "b"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(first)], check=True, capture_output=True)
    made = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert len(made) == 54 + 54 + 48 + 48 + 55 + 5 + 2 + len(PIECES) + 1 + len(assets.SOUND_NAMES)
    for rel in made:
        committed = REPO / "assets" / rel
        if rel.suffix == ".png":
            assert _rgba(committed) == _rgba(first / rel), rel
        else:
            assert committed.read_bytes() == (first / rel).read_bytes(), rel
    sample = [
        "AS",
        "10H",
        "QD",
        "KC",
        "BJ",
        "LJ",
        "spanish/AO",
        "spanish/RU",
        "spanish/CE",
        "spanish/SB",
        "spanish/7E",
        "cantwin/T1",
        "cantwin/P12",
        "cantwin/Y10",
        "bidcoin/R0",
        "bidcoin/Y4",
        "bidcoin/P10",
        "french4/QD",
        "french4/10C",
    ]
    written = _make_assets_module().build(second, cards=sample, sounds=False)
    assert len(written) == len(sample) + 5 + 2 + len(PIECES) + 1  # the icon too
    for path in written:
        rel = path.relative_to(second)
        assert (first / rel).read_bytes() == path.read_bytes(), rel


def test_wrap_cuts_a_word_wider_than_a_line_and_keeps_every_character():
    from game.ui.text import wrap

    font = assets.font(16)
    path = "/home/someone/.local/share/cardtable/saves/" + "x" * 80 + "/settings.json"
    text = f"Your settings file {path} could not be used."
    lines = wrap(text, font, 200)
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert wrap("short words only", font, 200) == ["short words only"]


def test_an_even_wrap_keeps_the_line_count_and_leaves_no_lone_last_word():
    from game.ui.text import wrap, wrap_even

    font = assets.font(16)
    text = (
        "Hint: the 8 of hearts (outlined) - none of your cards can take this book. The Queen of"
        " spades is about as good."
    )
    width = font.size(text)[0] - font.size(" good.")[0] // 2  # (greedy: all but "good." on one line)
    greedy, even = wrap(text, font, width), wrap_even(text, font, width)
    assert greedy[-1] == "good." and len(even) == len(greedy) == 2
    assert " ".join(even) == text and all(font.size(line)[0] <= width for line in even)
    widths = [font.size(line)[0] for line in even]
    assert max(widths) - min(widths) < font.size("Queen of spades")[0]
    assert wrap_even("short words only", font, 200) == ["short words only"]


def test_building_menus_again_and_again_does_not_grow_the_translation_search_path():
    import i18n

    from game.ui.gui import make_manager

    make_manager((1280, 720))
    length = len(i18n.config.get("load_path"))
    for _ in range(20):
        make_manager((1280, 720))
    assert len(i18n.config.get("load_path")) == length
