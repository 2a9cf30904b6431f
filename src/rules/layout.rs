//! The tiles on the table: open ends, what each end shows, and what has been played.
//!
//! The rules only need the open ends, not the geometry: where each tile is drawn is worked
//! out from the move history by the app's layout code. A layout has up to four ends: two
//! for a line, up to four around an All Fives spinner, four French arms.

use super::tile::{DominoSet, Tile};
use super::tileset::TileSet;
use std::fmt;

/// The shape the layout grows in, which decides how many ends it has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LayoutKind {
    /// A line with two ends; doubles lie crosswise but open nothing new.
    Line,
    /// A line whose first double is a spinner: once both its long sides are covered its
    /// short sides open too (up to four ends).
    Spinner,
    /// Four arms around the posed double (French).
    Arms,
}

/// One open end of the layout (or one arm), by index: always below 4, made by
/// [`End::new`] (which refuses more) or [`End::get`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct End(u8);

impl End {
    /// The four ends in index order.
    pub const ALL: [End; 4] = [End::new(0), End::new(1), End::new(2), End::new(3)];

    /// End `i`; panics unless `i` is below 4 (a number read from input goes through
    /// [`End::get`]).
    #[inline(always)]
    pub const fn new(i: u8) -> End {
        assert!(i < 4, "no such end");
        End(i)
    }

    /// End `i`, or `None` past the four.
    pub fn get(i: usize) -> Option<End> {
        End::ALL.get(i).copied()
    }

    /// The left end of a line (or the west side of a spinner).
    pub const LEFT: End = End::new(0);
    /// The right end of a line (or the east side of a spinner).
    pub const RIGHT: End = End::new(1);
    /// The north short side of a spinner, or the north French arm.
    pub const NORTH: End = End::new(2);
    /// The south short side of a spinner, or the south French arm.
    pub const SOUTH: End = End::new(3);

    /// The end's index (0..4).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The letter pairing this end's button with its glow on the table when a tile fits
    /// several `ends`: "A" for the first in the buttons' order (left, right, top,
    /// bottom), "B" for the next... Two ends may show the same number ("5 arm" three
    /// times): the letter tells them apart, and the hint names it. `None` for a lone end
    /// or one not among `ends`.
    pub fn letter(self, ends: &[End]) -> Option<char> {
        if ends.len() < 2 || !ends.contains(&self) {
            return None;
        }
        let before = ends.iter().filter(|e| **e < self).count();
        Some(char::from(b'A' + before as u8))
    }

    /// The end's name in move text and records ("left", "north"...).
    pub const fn name(self, kind: LayoutKind) -> &'static str {
        match (kind, self.0) {
            (LayoutKind::Arms, 0) => "west",
            (LayoutKind::Arms, 1) => "east",
            (_, 0) => "left",
            (_, 1) => "right",
            (_, 2) => "north",
            _ => "south",
        }
    }

    /// The word for the end on screen: "end" for a line's two ends, "arm" for a
    /// spinner's short sides and the French arms.
    pub const fn word(self, kind: LayoutKind) -> &'static str {
        match (kind, self.0) {
            (LayoutKind::Arms, _) | (_, 2..) => "arm",
            _ => "end",
        }
    }

    /// Reads an end name as written in move text (any case).
    pub fn from_name(name: &str, kind: LayoutKind) -> Option<End> {
        (0..4)
            .map(End::new)
            .find(|e| e.name(kind).eq_ignore_ascii_case(name.trim()))
    }
}

/// What tiles played on the two ends of a line change, pulled out of a [`Layout`] so the
/// random playout loop can keep them in registers: the numbers showing, the arm lengths,
/// whether each end finishes on a double (0 or 1), and the tiles on the table (the first
/// word: the loop runs only for double-six).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineEnds {
    pub ends: [u8; 2],
    pub arm_len: [u8; 2],
    pub end_double: [u8; 2],
    pub played: u64,
}

/// The tiles on the table and the state of its open ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Layout {
    kind: LayoutKind,
    /// The number showing at each end.
    ends: [u8; 4],
    /// How many tiles lie on each end's arm (not counting the pose).
    arm_len: [u8; 4],
    /// Bit `e` set: end `e` finishes on a double lying crosswise.
    end_double: u8,
    /// Bit `e` set: end `e` is open for play.
    open: u8,
    /// The posed tile, once posed.
    pose: Option<Tile>,
    /// The spinner (All Fives), once a double has been played.
    spinner: Option<Tile>,
    /// Where the spinner sits when it was not the pose: its end, and how many tiles that
    /// arm held once the spinner was on it.
    spinner_at: Option<(End, u8)>,
    played: TileSet,
}

impl Layout {
    /// An empty table of the given kind.
    pub const fn new(kind: LayoutKind) -> Layout {
        Layout {
            kind,
            ends: [0; 4],
            arm_len: [0; 4],
            end_double: 0,
            open: 0,
            pose: None,
            spinner: None,
            spinner_at: None,
            played: TileSet::EMPTY,
        }
    }

    /// The layout's shape.
    pub const fn kind(&self) -> LayoutKind {
        self.kind
    }

    /// The posed (first) tile, if any.
    pub const fn pose(&self) -> Option<Tile> {
        self.pose
    }

    /// The spinner, if the layout has one yet.
    pub const fn spinner(&self) -> Option<Tile> {
        self.spinner
    }

    /// Whether nothing has been played yet.
    pub const fn is_empty(&self) -> bool {
        self.pose.is_none()
    }

    /// Every tile on the table.
    pub const fn played(&self) -> TileSet {
        self.played
    }

    /// The number showing at end `e` (meaningful only when the end is open).
    #[inline]
    pub const fn end_number(&self, e: End) -> u8 {
        self.ends[e.index()]
    }

    /// The end's name on its button and in every sentence: the number open there and
    /// its word ("6 end", "0 arm"). A line bends at the table's edge, so its "left" end
    /// may lie anywhere on the screen: the number is what a player sees there.
    pub fn end_label(&self, e: End) -> String {
        format!("{} {}", self.end_number(e), e.word(self.kind))
    }

    /// Whether end `e` is open for play.
    #[inline]
    pub const fn is_open(&self, e: End) -> bool {
        self.open & (1 << e.0) != 0
    }

    /// The open ends as bits (bit `e` for end `e`), for loops on hot paths.
    #[inline(always)]
    pub const fn open_mask(&self) -> u8 {
        self.open
    }

    /// The open ends, in index order.
    #[inline]
    pub fn open_ends(&self) -> impl Iterator<Item = End> + '_ {
        (0..4u8).map(End::new).filter(move |&e| self.is_open(e))
    }

    /// How many tiles lie along end `e`'s arm, not counting the pose.
    pub const fn arm_len(&self, e: End) -> u8 {
        self.arm_len[e.index()]
    }

    /// Whether end `e` finishes on a double lying crosswise (it counts both halves in
    /// All Fives).
    pub const fn ends_on_double(&self, e: End) -> bool {
        self.end_double & (1 << e.0) != 0
    }

    /// How many halves showing `n` lie on the table. Worked out from the played tiles
    /// when asked (a double shows `n` twice), so play itself keeps no tally.
    pub fn shown(&self, n: u8) -> u8 {
        let with = self.played & TileSet::with_number(n);
        (with.len() + with.contains(Tile::new(n, n)) as usize) as u8
    }

    /// Whether end `e` is a *hard end* for `set`: its number has appeared all but once,
    /// one of them at that end, so a single tile can still go there.
    pub fn is_hard(&self, e: End, set: DominoSet) -> bool {
        self.is_open(e) && self.shown(self.end_number(e)) + 1 == set.appearances()
    }

    /// The terms of [`Self::fives_total`], in the order of the open ends: each end's
    /// number, twice for a double across an end (both halves count), none for a
    /// spinner's bare arm; a posed double alone, its two halves. The table shows them so
    /// that its total can be checked against the numbers in the ends' boxes ("4+5+5 =
    /// 14": a player adding the boxes had read "4+10" as a wrong sum).
    pub fn fives_counts(&self) -> Vec<u32> {
        let Some(pose) = self.pose else {
            return Vec::new();
        };
        if pose.is_double() && self.arm_len[0] == 0 && self.arm_len[1] == 0 {
            let half = pose.pips() / 2;
            return vec![half, half];
        }
        let mut terms = Vec::new();
        for e in self.open_ends() {
            if e.index() < 2 || self.arm_len[e.index()] > 0 {
                let n = self.ends[e.index()] as u32;
                terms.push(n);
                if self.ends_on_double(e) {
                    terms.push(n);
                }
            }
        }
        terms
    }

    /// The total All Fives counts after a play: every open end's number, a double lying
    /// crosswise at an end counting both halves, a posed double alone counting once, and
    /// a spinner's short sides only once a tile lies on them.
    /// (A loop of its own rather than the sum of [`Self::fives_counts`]: it runs in
    /// every search's playouts, and the table's test checks that the two agree.)
    pub fn fives_total(&self) -> u32 {
        let Some(pose) = self.pose else { return 0 };
        if pose.is_double() && self.arm_len[0] == 0 && self.arm_len[1] == 0 {
            return pose.pips();
        }
        let mut total = 0;
        for e in self.open_ends() {
            if e.index() >= 2 && self.arm_len[e.index()] == 0 {
                continue;
            }
            let n = self.ends[e.index()] as u32;
            total += if self.ends_on_double(e) { 2 * n } else { n };
        }
        total
    }

    /// Puts the first tile down. A double is crosswise; its two long sides are the first
    /// two ends. With [`LayoutKind::Arms`] the double opens four arms.
    pub fn place_pose(&mut self, tile: Tile) {
        self.pose = Some(tile);
        self.count(tile);
        self.ends = [tile.low(), tile.high(), tile.high(), tile.high()];
        let double_bits = if tile.is_double() { 0b11 } else { 0 };
        self.end_double = double_bits;
        self.open = match self.kind {
            LayoutKind::Arms => 0b1111,
            _ => 0b11,
        };
        if self.kind == LayoutKind::Spinner && tile.is_double() {
            self.spinner = Some(tile);
        }
    }

    /// Puts `tile` on end `e`, leaving `open` showing there.
    #[inline(always)]
    pub fn place(&mut self, e: End, tile: Tile, open: u8) {
        self.place_on_arm(e, tile, open);
        if self.kind == LayoutKind::Spinner {
            if self.spinner.is_none() && tile.is_double() {
                self.spinner = Some(tile);
                self.spinner_at = Some((e, self.arm_len[e.index()]));
            }
            self.open_spinner_sides();
        }
    }

    /// [`Layout::place`] without the spinner's part: the tile lies on end `e`'s arm and
    /// nothing else opens. The whole of it for a line or the French arms.
    #[inline(always)]
    pub(crate) fn place_on_arm(&mut self, e: End, tile: Tile, open: u8) {
        self.count(tile);
        let i = e.index();
        self.ends[i] = open;
        self.arm_len[i] += 1;
        // Branch-free: whether a random tile is a double is unpredictable.
        self.end_double = (self.end_double & !(1 << i)) | ((tile.is_double() as u8) << i);
    }

    /// Opens the spinner's short sides once both its long sides are covered.
    fn open_spinner_sides(&mut self) {
        let Some(spinner) = self.spinner else { return };
        if self.open & 0b1100 != 0 {
            return;
        }
        let covered = match self.spinner_at {
            // The spinner is the pose: both line ends must have a tile on them.
            None => self.arm_len[0] > 0 && self.arm_len[1] > 0,
            // The spinner was played on an end: its inner side touches the line, so one
            // more tile beyond it covers both long sides.
            Some((s, len)) => self.arm_len[s.index()] > len,
        };
        if covered {
            let n = spinner.high();
            self.ends[2] = n;
            self.ends[3] = n;
            self.open |= 0b1100;
        }
    }

    /// How many tiles lie on each end's arm (see [`Layout::arm_len`]), all four at once.
    #[inline(always)]
    pub(crate) const fn arm_lens(&self) -> [u8; 4] {
        self.arm_len
    }

    /// The two line ends as the random playout loop keeps them (see [`LineEnds`]).
    #[inline(always)]
    pub(crate) fn line_ends(&self) -> LineEnds {
        LineEnds {
            ends: [self.ends[0], self.ends[1]],
            arm_len: [self.arm_len[0], self.arm_len[1]],
            end_double: [self.end_double & 1, self.end_double >> 1 & 1],
            played: self.played.low_word(),
        }
    }

    /// Writes back what the random playout loop changed: the same layout as placing its
    /// tiles one by one with [`Layout::place_on_arm`].
    #[inline(always)]
    pub(crate) fn set_line_ends(&mut self, line: &LineEnds) {
        self.ends[0] = line.ends[0];
        self.ends[1] = line.ends[1];
        self.arm_len[0] = line.arm_len[0];
        self.arm_len[1] = line.arm_len[1];
        self.end_double = (self.end_double & !0b11) | line.end_double[0] | line.end_double[1] << 1;
        self.played = TileSet::from_low_word(line.played);
    }

    fn count(&mut self, tile: Tile) {
        self.played.insert(tile);
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for e in self.open_ends() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{} {}", e.name(self.kind), self.end_number(e))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ends_and_hard_ends() {
        let mut l = Layout::new(LayoutKind::Line);
        l.place_pose(Tile::new(6, 6));
        assert_eq!(l.open_ends().count(), 2);
        assert_eq!(l.end_number(End::LEFT), 6);
        l.place(End::LEFT, Tile::new(6, 2), 2);
        l.place(End::RIGHT, Tile::new(6, 5), 5);
        assert_eq!(l.end_number(End::LEFT), 2);
        assert_eq!(l.shown(6), 4);
        assert!(!l.ends_on_double(End::LEFT));
        // 6-6 shows two sixes; with 6-2, 6-5, 6-1, 6-3 and 6-4 that makes seven, the last
        // at the right end: a hard end.
        l.place(End::RIGHT, Tile::new(5, 1), 1);
        l.place(End::RIGHT, Tile::new(1, 6), 6);
        l.place(End::RIGHT, Tile::new(6, 3), 3);
        l.place(End::RIGHT, Tile::new(3, 4), 4);
        assert!(!l.is_hard(End::RIGHT, DominoSet::DOUBLE_SIX));
        l.place(End::RIGHT, Tile::new(4, 6), 6);
        assert_eq!(l.shown(6), 7);
        assert_eq!(l.shown(4), 2);
        assert!(l.is_hard(End::RIGHT, DominoSet::DOUBLE_SIX));
        assert!(!l.is_hard(End::LEFT, DominoSet::DOUBLE_SIX));
    }

    #[test]
    fn spinner_opens_after_both_sides() {
        let mut l = Layout::new(LayoutKind::Spinner);
        l.place_pose(Tile::new(5, 5));
        assert_eq!(l.spinner(), Some(Tile::new(5, 5)));
        l.place(End::LEFT, Tile::new(5, 0), 0);
        assert!(!l.is_open(End::NORTH));
        l.place(End::RIGHT, Tile::new(5, 3), 3);
        assert!(l.is_open(End::NORTH) && l.is_open(End::SOUTH));
        assert_eq!(l.end_number(End::NORTH), 5);
    }

    #[test]
    fn arms_open_four() {
        let mut l = Layout::new(LayoutKind::Arms);
        l.place_pose(Tile::new(0, 0));
        assert_eq!(l.open_ends().count(), 4);
    }

    /// Ends are named by the number open there, which a bent line cannot make untrue
    /// ("left end" could lie at the right of the screen): "end" on a line, "arm" for a
    /// spinner's short sides and the French arms.
    #[test]
    fn ends_are_named_by_their_number() {
        let mut l = Layout::new(LayoutKind::Arms);
        l.place_pose(Tile::new(0, 0));
        assert_eq!(l.end_label(End::new(0)), "0 arm");
        assert_eq!(l.end_label(End::new(3)), "0 arm");
        let mut line = Layout::new(LayoutKind::Spinner);
        line.place_pose(Tile::new(5, 5));
        line.place(End::LEFT, Tile::new(5, 0), 0);
        assert_eq!(line.end_label(End::LEFT), "0 end");
        assert_eq!(line.end_label(End::RIGHT), "5 end");
        assert_eq!(line.end_label(End::NORTH), "5 arm");
    }
}
