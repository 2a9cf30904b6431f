//! Where things go on the SVG table: the opponents' tile backs, their labels and the
//! play area in the middle.
//!
//! All numbers are in the board's own units (a `viewBox` of [`BOARD_W`] by [`BOARD_H`]);
//! the browser scales the drawing to the window, so a 360 px phone and a desktop show
//! the same picture. South (you) is not on the board: your tiles are buttons below it.

use super::num::text_width_bound;
use super::pips::Rect;
use crate::rules::{Seat, Tile};

/// Width of the board's `viewBox`.
pub const BOARD_W: f32 = 400.0;
/// Height of the board's `viewBox`.
pub const BOARD_H: f32 = 260.0;

/// Short side of an opponent's tile back.
const BACK_SHORT: f32 = 16.0;
/// Long side of an opponent's tile back.
const BACK_LONG: f32 = 32.0;
/// Gap between neighbouring backs when there is room for one.
const BACK_GAP: f32 = 4.0;
/// Space kept free along the board's edge.
const EDGE: f32 = 12.0;
/// Left and right limits of North's row (clear of the side columns).
const TOP_ROW: (f32, f32) = (64.0, BOARD_W - 64.0);
/// Top of North's row of backs.
const TOP_Y: f32 = 30.0;
/// Top and bottom limits of the side columns.
const SIDE_COLUMN: (f32, f32) = (78.0, BOARD_H - EDGE);

/// Short side of a tile drawn face up on the board.
pub const FACE_SHORT: f32 = 30.0;

/// Where an opponent sits, seen from South at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Across the table (North).
    Top,
    /// On South's left (West, or the second of three).
    Left,
    /// On South's right (East): play goes anti-clockwise, so East moves after South.
    Right,
}

/// Where `seat` sits at a table of `players`, or `None` for South (seat 0) and seats
/// that do not exist.
pub fn place_of(seat: Seat, players: u8) -> Option<Place> {
    if seat.index() == 0 || seat.index() >= usize::from(players) {
        return None;
    }
    match seat.name(players) {
        "North" => Some(Place::Top),
        "East" => Some(Place::Right),
        _ => Some(Place::Left),
    }
}

/// Positions of `n` items of length `len` along a run from `start` to `end`, centred,
/// `gap` apart when they fit and overlapping evenly when they do not.
fn spread(n: usize, len: f32, gap: f32, start: f32, end: f32) -> Vec<f32> {
    if n == 0 {
        return Vec::new();
    }
    let room = end - start;
    let natural = n as f32 * len + (n - 1) as f32 * gap;
    let (first, step) = if natural <= room {
        (start + (room - natural) / 2.0, len + gap)
    } else if n == 1 {
        (start, 0.0)
    } else {
        (start, (room - len) / (n - 1) as f32)
    };
    (0..n).map(|i| first + step * i as f32).collect()
}

/// The rectangles of `count` tile backs for the opponent at `place`: upright in a row
/// across the top, lying in a column at the sides. Many tiles overlap rather than leave
/// the board.
pub fn backs(place: Place, count: usize) -> Vec<Rect> {
    match place {
        Place::Top => spread(count, BACK_SHORT, BACK_GAP, TOP_ROW.0, TOP_ROW.1)
            .into_iter()
            .map(|x| Rect {
                x,
                y: TOP_Y,
                w: BACK_SHORT,
                h: BACK_LONG,
            })
            .collect(),
        Place::Left | Place::Right => {
            let x = if place == Place::Left {
                EDGE
            } else {
                BOARD_W - EDGE - BACK_LONG
            };
            spread(count, BACK_SHORT, BACK_GAP, SIDE_COLUMN.0, SIDE_COLUMN.1)
                .into_iter()
                .map(|y| Rect {
                    x,
                    y,
                    w: BACK_LONG,
                    h: BACK_SHORT,
                })
                .collect()
        }
    }
}

/// The distance between the two lines of a side label (name, then tile count).
pub const LABEL_LINE: f32 = 14.0;

/// Where the opponent at `place` is labelled: the middle of the first line's baseline.
/// Across the table the label is one line ("North · partner · 7 tiles"); at the sides it
/// is two, [`LABEL_LINE`] apart (the name, then "7 tiles").
pub fn label_at(place: Place) -> (f32, f32) {
    let side_y = SIDE_COLUMN.0 - 12.0 - LABEL_LINE;
    match place {
        Place::Top => (BOARD_W / 2.0, TOP_Y - 10.0),
        Place::Left => (EDGE + BACK_LONG / 2.0, side_y),
        Place::Right => (BOARD_W - EDGE - BACK_LONG / 2.0, side_y),
    }
}

/// The middle of the table, where the line of play grows.
pub fn play_area() -> Rect {
    let x = EDGE + BACK_LONG + 14.0;
    let y = TOP_Y + BACK_LONG + 14.0;
    Rect {
        x,
        y,
        w: BOARD_W - 2.0 * x,
        h: BOARD_H - EDGE - y,
    }
}

/// The rectangle of the posed tile, centred in the play area: a double lies crosswise
/// (upright, across the line), any other tile along the line.
pub fn pose_rect(tile: Tile) -> Rect {
    let area = play_area();
    let (w, h) = if tile.is_double() {
        (FACE_SHORT, 2.0 * FACE_SHORT)
    } else {
        (2.0 * FACE_SHORT, FACE_SHORT)
    };
    Rect {
        x: area.x + (area.w - w) / 2.0,
        y: area.y + (area.h - h) / 2.0,
        w,
        h,
    }
}

/// A caption above the line of play (the Matador target, the key tile), drawn as a
/// pill: its box, and where its text starts (the middle of its left end).
#[derive(Clone, Debug, PartialEq)]
pub struct CaptionPill {
    /// What it says ("Touching numbers add up to").
    pub name: &'static str,
    /// The value after it, highlighted ("7").
    pub value: String,
    /// The pill's box.
    pub rect: Rect,
    /// The start of the text's baseline, its vertical middle.
    pub text_at: (f32, f32),
    /// The text's size.
    pub font: f32,
}

/// The captions a table shows above its line: the Matador target, the key tile, the
/// open ends' total (All Fives), and the numbers `open` at the ends, given where the
/// ends' own markers are drawn too small to read ("Open 8 · 7").
pub fn captions(
    matador_target: Option<u8>,
    key_tile: Option<Tile>,
    ends_counts: Option<&[u32]>,
    open: &[u8],
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if let Some(target) = matador_target {
        out.push(("Touching numbers add up to", target.to_string()));
    }
    if let Some(key) = key_tile {
        out.push(("Key tile", key.to_string()));
    }
    if let Some(counts) = ends_counts {
        // The sum where more than one end counts, so that a double's two halves and a
        // spinner's bare arms (which count nothing) need no legend ("4+5+3 = 12").
        let total: u32 = counts.iter().sum();
        let value = if counts.len() > 1 {
            let parts: Vec<String> = counts.iter().map(u32::to_string).collect();
            format!("{} = {total}", parts.join("+"))
        } else {
            total.to_string()
        };
        out.push(("Ends", value));
    }
    if !open.is_empty() {
        let numbers: Vec<String> = open.iter().map(u8::to_string).collect();
        out.push(("Open", numbers.join(" \u{b7} ")));
    }
    out
}

/// The room the caption band keeps free at its right end for the legend's 44 px "?"
/// button (the style sheet puts it at the board's top right corner) and a gap.
pub const LEGEND_ROOM: f32 = 48.0;

/// The smallest text a caption shrinks to on a narrow table.
const CAPTION_FONT_MIN: f32 = 9.0;

/// The caption pills, left to right along the top of a table `width` wide whose tile
/// unit is `s`, centred in its band ([`super::geometry::band_height`]): each box is sized
/// from an upper bound of its text's width, so no text spills out, and the text is made
/// smaller (down to 9 px) where the pills would otherwise run under the legend's button
/// ([`LEGEND_ROOM`]).
pub fn caption_pills(captions: &[(&'static str, String)], s: f32, width: f32) -> Vec<CaptionPill> {
    // The text keeps to 11-15 px whatever the tiles' size, so that a phone's big tiles
    // do not make the Matador caption wider than the phone; the open ends, said because
    // the markers are too small to read, as big as the band allows.
    let band = super::geometry::band_height(s);
    let base = (s * 0.55).clamp(11.0, 15.0);
    let size = |name: &str| {
        if name == "Open" {
            (band / 1.9 * 0.92).max(base)
        } else {
            base
        }
    };
    // Every length below is a multiple of the font's size: the pills end this many ems
    // from the band's left (a gap before each, the text and a pad either side).
    let ems = |name: &str, value: &str| text_width_bound(&format!("{name} {value}"), 1.0) + 2.3;
    let room = width - LEGEND_ROOM;
    let shrink_for = |captions: &[(&'static str, String)]| {
        let wide: f32 = captions.iter().map(|(n, v)| ems(n, v) * size(n)).sum();
        let shrink = if wide > room { room / wide } else { 1.0 };
        let at_least: f32 = captions
            .iter()
            .map(|(n, v)| ems(n, v) * (size(n) * shrink).max(CAPTION_FONT_MIN))
            .sum();
        (shrink, at_least <= room)
    };
    // Where even the smallest text would not fit, the ends' sum gives way to its total.
    let mut captions = captions.to_vec();
    let (mut shrink, fits) = shrink_for(&captions);
    if !fits {
        for (_, value) in &mut captions {
            // (A char search: a string pattern's searcher costs a kilobyte.)
            if let Some(at) = value.rfind('=') {
                *value = value[at + 2..].to_string();
            }
        }
        shrink = shrink_for(&captions).0;
    }
    let mut x = 0.0;
    captions
        .into_iter()
        .map(|(name, value)| {
            let font = (size(name) * shrink).max(CAPTION_FONT_MIN);
            let h = font * 1.9;
            let pad = font * 0.8;
            let y = (band - h) / 2.0;
            x += font * 0.7;
            let text_w = text_width_bound(&format!("{name} {value}"), font);
            let w = text_w + 2.0 * pad;
            let pill = CaptionPill {
                name,
                value,
                rect: Rect { x, y, w, h },
                text_at: (x + pad, y + h / 2.0),
                font,
            };
            x += w;
            pill
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Rect {
        Rect {
            x: 0.0,
            y: 0.0,
            w: BOARD_W,
            h: BOARD_H,
        }
    }

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    #[test]
    fn seats_sit_anti_clockwise_from_south() {
        assert_eq!(place_of(Seat::new(0), 4), None);
        assert_eq!(place_of(Seat::new(1), 4), Some(Place::Right));
        assert_eq!(place_of(Seat::new(2), 4), Some(Place::Top));
        assert_eq!(place_of(Seat::new(3), 4), Some(Place::Left));
        assert_eq!(place_of(Seat::new(1), 2), Some(Place::Top));
        assert_eq!(place_of(Seat::new(1), 3), Some(Place::Right));
        assert_eq!(place_of(Seat::new(2), 3), Some(Place::Left));
        assert_eq!(place_of(Seat::new(3), 3), None);
    }

    #[test]
    fn seven_backs_sit_apart_and_on_the_board() {
        for place in [Place::Top, Place::Left, Place::Right] {
            let rects = backs(place, 7);
            assert_eq!(rects.len(), 7);
            for (i, a) in rects.iter().enumerate() {
                assert!(board().contains(a), "{place:?} {a:?}");
                for b in &rects[i + 1..] {
                    assert!(!overlaps(a, b), "{place:?}: {a:?} overlaps {b:?}");
                }
            }
        }
    }

    #[test]
    fn any_number_of_backs_stays_on_the_board_and_off_the_play_area() {
        let area = play_area();
        for count in 0..=40 {
            let mut all = Vec::new();
            for place in [Place::Top, Place::Left, Place::Right] {
                let rects = backs(place, count);
                assert_eq!(rects.len(), count);
                for r in &rects {
                    assert!(board().contains(r), "{count} at {place:?}: {r:?}");
                    assert!(
                        !overlaps(r, &area),
                        "{count} at {place:?} covers the play area"
                    );
                }
                all.push(rects);
            }
            // The three opponents never cover each other.
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    for ra in a {
                        assert!(b.iter().all(|rb| !overlaps(ra, rb)), "{count}: {ra:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn labels_sit_above_their_tiles() {
        for place in [Place::Top, Place::Left, Place::Right] {
            let (x, y) = label_at(place);
            let last_line = if place == Place::Top {
                y
            } else {
                y + LABEL_LINE
            };
            let first = backs(place, 7)[0];
            assert!(last_line + 4.0 < first.y, "{place:?}");
            assert!(x > 0.0 && x < BOARD_W && y > 12.0);
        }
    }

    #[test]
    fn the_pose_is_centred_and_doubles_lie_crosswise() {
        let area = play_area();
        let double = pose_rect(Tile::new(6, 6));
        let single = pose_rect(Tile::new(2, 5));
        assert!(double.h > double.w);
        assert!(single.w > single.h);
        for r in [double, single] {
            assert!(area.contains(&r));
            assert!((r.x + r.w / 2.0 - (area.x + area.w / 2.0)).abs() < 1e-3);
        }
    }

    #[test]
    fn caption_boxes_hold_their_text_in_every_family() {
        use crate::rules::{Family, HouseRules, Variant};
        use crate::view::geometry::{MAX_UNIT, MIN_UNIT};
        let mut seen = 0;
        for family in Family::ALL {
            for set in family.sets().iter().map(|d| d.top()) {
                let players = family.player_counts()[0];
                let variant =
                    Variant::new(family, players, set, &HouseRules::new()).expect("variant");
                let target = variant.mechanics().join.sum_to();
                // The widest key tile the set has, and four ends of two digits each
                // where the set has them.
                let key = Some(Tile::new(set - 1, set));
                let open = [set, set - 1, set - 2, set - 3];
                // The terms of those ends' count in All Fives, each a double across its
                // end (its two halves apart): the longest sum the caption may write.
                let counts = open.map(u32::from);
                let counts = [0, 0, 1, 1, 2, 2, 3, 3].map(|i| counts[i]);
                // The felt's widths (a 320 px phone, 360x740, 740x360, 390x844, wider)
                // and every tile unit the table may take there.
                let units = (0..)
                    .map(|i| MIN_UNIT + i as f32)
                    .take_while(|&u| u <= MAX_UNIT);
                let boxes = [300.0, 340.0, 353.0, 370.0, 600.0, 1280.0]
                    .into_iter()
                    .flat_map(|w| units.clone().map(move |u| (w, u)));
                for (width, s) in boxes {
                    let pills =
                        caption_pills(&captions(target, key, Some(&counts), &open), s, width);
                    let mut right = 0.0;
                    for p in &pills {
                        let text = format!("{} {}", p.name, p.value);
                        let end = p.text_at.0 + text_width_bound(&text, p.font);
                        // The text (at its widest) ends inside the box, clear of the
                        // rounded end.
                        assert!(
                            end + 0.3 * p.rect.h <= p.rect.x + p.rect.w,
                            "{family:?} d{set} at {width}: '{text}' spills out"
                        );
                        assert!(p.text_at.0 >= p.rect.x + 0.3 * p.rect.h);
                        assert!(p.rect.x >= right, "pills overlap");
                        right = p.rect.x + p.rect.w;
                        seen += 1;
                    }
                    // The ends' sum and the open numbers of All Fives (no target, no
                    // key) stay clear of the legend's button wherever their total alone
                    // does: the sum gives way to the total where it would not fit.
                    let right = |counts: &[u32]| {
                        let pills =
                            caption_pills(&captions(None, None, Some(counts), &open), s, width);
                        let last = pills.last().expect("two pills");
                        last.rect.x + last.rect.w
                    };
                    let total = [counts.iter().sum()];
                    assert!(
                        right(&counts) <= right(&total).max(width - 44.0),
                        "d{set} at {width} unit {s}: the ends' sum runs under the legend's button"
                    );
                    // One caption at a time fits the narrowest phone's table, clear of
                    // the legend's 44 px button at the right (the Matador caption ran
                    // under it at 360x740 with the biggest tiles).
                    for one in [
                        target.map(|t| ("Touching numbers add up to", t.to_string())),
                        key.map(|k| ("Key tile", k.to_string())),
                    ]
                    .into_iter()
                    .flatten()
                    {
                        let pill = &caption_pills(std::slice::from_ref(&one), s, width)[0];
                        assert!(
                            pill.rect.x + pill.rect.w + 44.0 <= width,
                            "{family:?} d{set} at {width} unit {s}: '{}' under the legend's button",
                            one.0
                        );
                    }
                }
            }
        }
        assert!(seen > 20);
    }

    #[test]
    fn the_open_ends_caption_lists_them_in_order() {
        assert_eq!(
            captions(None, None, Some(&[8, 7]), &[8, 7]),
            [
                ("Ends", "8+7 = 15".to_string()),
                ("Open", "8 \u{b7} 7".to_string())
            ]
        );
        assert!(captions(None, None, None, &[]).is_empty());
        // A posed double alone: its two halves, as its two ends' boxes show them.
        assert_eq!(
            captions(None, None, Some(&[5, 5]), &[]),
            [("Ends", "5+5 = 10".to_string())]
        );
        // A single count is not written as a sum.
        assert_eq!(
            captions(None, None, Some(&[10]), &[]),
            [("Ends", "10".to_string())]
        );
    }

    #[test]
    fn the_matador_caption_is_wider_than_its_text_in_a_wide_font() {
        // "Touching numbers add up to 7" measured 19 em wide in DejaVu Sans Bold (the
        // play-tester saw it end 9 units past its box): the box is at least that.
        let pill = &caption_pills(&captions(Some(7), None, None, &[]), 28.0, 1280.0)[0];
        let text_end_dejavu_bold = pill.text_at.0 + 0.66 * 28.0 * 0.55 * 28.0;
        assert!(text_end_dejavu_bold < pill.rect.x + pill.rect.w);
    }
}
