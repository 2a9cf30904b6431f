//! Your hand as the hand component shows it: each tile, whether it can be played and why
//! not.

use crate::rules::{Move, Tile};
use crate::view::table::{tile_of, TableState, YOU};
use crate::view::unplayable::why_unplayable;

/// One of your tiles as the hand shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandTile {
    /// The tile.
    pub tile: Tile,
    /// Whether it can be played now.
    pub playable: bool,
    /// Whether it is picked and waiting for an end.
    pub picked: bool,
    /// Whether it is the tile the hint asked for now would play.
    pub hinted: bool,
    /// Why it cannot be played now ("Not your turn", "Does not fit 3 or 5"), when it
    /// cannot: the greyed tile's tooltip and accessible description.
    pub reason: Option<String>,
    /// Its place in your rack, counted from the rack's start: a tile keeps its place all
    /// hand (see [`TableState::hand`]).
    pub place: usize,
    /// Among the tiles your latest draws brought (0 for the first), when it is one.
    pub drawn: Option<usize>,
    /// Whether it is wild (a Matador matador: it goes on any end), marked on the tile
    /// (a playtest could not tell them in the hand).
    pub wild: bool,
}

impl HandTile {
    /// The button's accessible name: the numbers, low first ("3-5").
    pub fn label(&self) -> String {
        self.tile.to_string()
    }

    /// The word at the tile's foot: "Matador" for a wild tile, else "New" for one your
    /// latest draws brought (a playtest's one Draw brought three tiles, none told apart).
    pub fn tag(&self) -> Option<&'static str> {
        match (self.wild, self.drawn) {
            (true, _) => Some("Matador"),
            (false, Some(_)) => Some("New"),
            (false, None) => None,
        }
    }

    /// The button's accessible description, the first that applies: why it cannot be
    /// played, the hint's tile, then what its tag shows ("A matador", "Just drawn").
    pub fn description(&self) -> Option<String> {
        let said = if self.hinted {
            Some("The hint's tile")
        } else if self.wild {
            Some("A matador")
        } else {
            self.drawn.map(|_| "Just drawn")
        };
        self.reason.clone().or(said.map(str::to_string))
    }
}

/// The places an upright phone's rack row holds: a drawn tile takes a new place at the
/// rack's end while the rack has fewer, rather than an empty place among your tiles.
pub const ROW: usize = 7;

/// Where a drawn tile goes in `rack`: the place just after your last tile; else a new
/// place at the end (`None`) while the rack is shorter than a [`ROW`]; else the last
/// empty place, so that the rack takes another row only when it must; else a new place.
fn draw_place(rack: &[Option<Tile>]) -> Option<usize> {
    let after_last = rack.iter().rposition(Option::is_some).map_or(0, |l| l + 1);
    if after_last < rack.len() {
        Some(after_last)
    } else if rack.len() < ROW {
        None
    } else {
        rack.iter().rposition(Option::is_none)
    }
}

impl TableState {
    /// Your tiles in your rack's order, each marked playable or not, with its place (see
    /// [`TableState::rack`]).
    pub fn hand(&self) -> Vec<HandTile> {
        let your_turn = self.your_turn();
        let picked = self.picked_tile();
        let hinted = self.hinted_tile();
        let (rack, drawn) = self.rack();
        let join = self.game().hand().mechanics().join;
        rack.iter()
            .enumerate()
            .filter_map(|(place, tile)| Some((place, (*tile)?)))
            .map(|(place, tile)| {
                let playable = your_turn && self.legal().iter().any(|m| tile_of(*m) == Some(tile));
                HandTile {
                    tile,
                    playable,
                    picked: picked == Some(tile),
                    hinted: hinted == Some(tile),
                    reason: (!playable)
                        .then(|| why_unplayable(self.game().hand(), YOU, self.legal(), tile))
                        .flatten(),
                    place,
                    drawn: drawn.iter().position(|t| *t == tile),
                    wild: join.is_wild(tile),
                }
            })
            .collect()
    }

    /// Your rack: a place for each tile, `None` where a tile was put down, and the tiles
    /// your latest run of draws brought, in the order drawn. The tiles dealt stand in
    /// order of low then high number; a tile put down leaves its place empty, so the
    /// others never move under your finger; a drawn tile goes at the end (see
    /// [`draw_place`]).
    pub fn rack(&self) -> (Vec<Option<Tile>>, Vec<Tile>) {
        let secrets = self.secrets(YOU);
        let mut dealt: Vec<Tile> = secrets.dealt.iter().collect();
        crate::view::sort_by_key(&mut dealt, |t| (t.low(), t.high()));
        let mut rack: Vec<Option<Tile>> = dealt.into_iter().map(Some).collect();
        let mut draws = secrets.draws.iter().copied();
        let mut run = Vec::new();
        for (seat, mv) in self.game().history() {
            if seat != YOU {
                continue;
            }
            if let Some(tile) = tile_of(mv) {
                if let Some(at) = rack.iter().position(|t| *t == Some(tile)) {
                    rack[at] = None;
                }
            }
            if mv != Move::Draw {
                run.clear();
                continue;
            }
            let Some(tile) = draws.next() else {
                continue;
            };
            run.push(tile);
            match draw_place(&rack) {
                Some(at) => rack[at] = Some(tile),
                None => rack.push(Some(tile)),
            }
        }
        (rack, run)
    }

    /// The most tiles you have held at once this hand (a draw adds one, a tile put
    /// down takes one away): at least as many as you hold now.
    pub fn most_held(&self) -> usize {
        let yours = || {
            self.game()
                .history()
                .filter(|(s, _)| *s == YOU)
                .map(|(_, m)| m)
        };
        let change = |m: Move| match m {
            Move::Pose(_) | Move::Play { .. } => -1,
            Move::Draw => 1,
            _ => 0,
        };
        // What you were dealt, then each move of yours in turn.
        let mut now = self.game().hand().hand(YOU).len() as i64 - yours().map(change).sum::<i64>();
        let mut most = now;
        for m in yours() {
            now += change(m);
            most = most.max(now);
        }
        most.max(0) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Family, HouseRules, Variant};
    use crate::view::table::TableAction;

    /// Your rack's places, tile by tile.
    fn places(t: &TableState) -> Vec<(Tile, usize)> {
        t.hand().iter().map(|h| (h.tile, h.place)).collect()
    }

    /// In games with and without drawing, over whole matches played with the browser
    /// tests' choices: a tile keeps its place in your rack all hand; a drawn tile goes
    /// after your last tile while the rack's first row has room (else into an empty
    /// place, so the rack has more places than you held tiles at once only within a
    /// row); the rack holds exactly your hand.
    #[test]
    fn your_tiles_keep_their_places_all_hand() {
        /// A family, its players and its house rules.
        type Game<'a> = (Family, u8, &'a [(&'a str, &'a str)]);
        let games: [Game; 5] = [
            (Family::BlockDraw, 2, &[]),
            (Family::BlockDraw, 4, &[]),
            (Family::AllFives, 2, &[]),
            (Family::Matador, 3, &[]),
            (Family::CutThroat, 2, &[("hand_size", "7")]),
        ];
        let mut draws = 0;
        for (family, players, rules) in games {
            let mut house = HouseRules::new();
            for (k, v) in rules {
                house.set(k, v);
            }
            let variant = Variant::new(family, players, 6, &house).expect("a valid variant");
            for seed in 0..6 {
                let mut t = TableState::new(variant.clone(), [Level::Random; 4], seed);
                for _ in 0..3000 {
                    let Some(action) = t.first_choice() else {
                        break;
                    };
                    let before = places(&t);
                    let next = t.reduce(action);
                    let (rack, _) = next.rack();
                    let held: Vec<Tile> = next.game().hand().hand(YOU).into_iter().collect();
                    let mut in_rack: Vec<Tile> = rack.iter().flatten().copied().collect();
                    in_rack.sort_by_key(|t| t.index());
                    assert_eq!(
                        in_rack, held,
                        "{family:?} seed {seed}: the rack holds your hand"
                    );
                    let most = next.most_held();
                    assert!(
                        rack.len() == most || (most..=ROW).contains(&rack.len()),
                        "{family:?} seed {seed}: {} places",
                        rack.len()
                    );
                    if action != TableAction::NextHand {
                        let after = places(&next);
                        for (tile, place) in &before {
                            if let Some((_, now)) = after.iter().find(|(t, _)| t == tile) {
                                assert_eq!(now, place, "{family:?} seed {seed}: {tile} moved");
                            }
                        }
                        let (was, _) = t.rack();
                        let expected = draw_place(&was).unwrap_or(was.len());
                        // The first of the tiles drawn (several with one Draw).
                        let first = next
                            .hand()
                            .into_iter()
                            .filter(|h| !before.iter().any(|(t, _)| *t == h.tile))
                            .min_by_key(|h| h.drawn)
                            .map(|h| h.place);
                        if let Some(first) = first {
                            draws += 1;
                            assert_eq!(first, expected, "{family:?} seed {seed}: {was:?}");
                            let after_last =
                                was.iter().rposition(Option::is_some).map_or(0, |l| l + 1);
                            if after_last < was.len() || was.len() < ROW {
                                assert!(
                                    first >= after_last,
                                    "{family:?} seed {seed}: a draw not at the end"
                                );
                            }
                        }
                    }
                    t = next;
                }
            }
        }
        assert!(draws > 50, "too few draws seen: {draws}");
    }

    /// Matador's wild tiles are marked in your hand (a playtest could not tell them from
    /// the others): 0-0 and the tiles whose numbers make the target (7 with double-six, 10
    /// with double-nine); no tile is marked in a game where numbers match.
    #[test]
    fn the_hand_marks_matadors_only_in_matador() {
        let mut marked = 0;
        for (family, set, target) in [
            (Family::Matador, 6, Some(7u32)),
            (Family::Matador, 9, Some(10)),
            (Family::AllFives, 6, None),
            (Family::Jamaican, 6, None),
        ] {
            let players = family.player_counts()[0];
            let variant = Variant::new(family, players, set, &HouseRules::new()).unwrap();
            for seed in 0..40 {
                let t = TableState::new(variant.clone(), [Level::Random; 4], seed);
                for h in t.hand() {
                    let wild = target
                        .is_some_and(|target| h.tile.pips() == target || h.tile == Tile::new(0, 0));
                    assert_eq!(h.wild, wild, "{family:?} d{set} seed {seed}: {}", h.tile);
                    marked += usize::from(h.wild);
                }
            }
        }
        assert!(marked > 40, "only {marked} wild tiles dealt to you");
    }

    /// A tile's foot tag and description: a wild tile's "Matador" before "New" (one tag
    /// at a time); the description says why it cannot be played first, then the hint's
    /// tile, then what the tag shows.
    #[test]
    fn a_tiles_tag_and_description_say_the_first_that_applies() {
        let tile = |wild, drawn, hinted, reason: Option<&str>| HandTile {
            tile: Tile::new(2, 5),
            playable: reason.is_none(),
            picked: false,
            hinted,
            reason: reason.map(str::to_string),
            place: 0,
            drawn,
            wild,
        };
        let said = |h: HandTile| (h.tag(), h.description());
        let why = "Not your turn";
        let plain = |s: &str| Some(s.to_string());
        assert_eq!(said(tile(false, None, false, None)), (None, None));
        assert_eq!(
            said(tile(false, Some(0), false, None)),
            (Some("New"), plain("Just drawn"))
        );
        assert_eq!(
            said(tile(true, Some(1), false, None)),
            (Some("Matador"), plain("A matador"))
        );
        assert_eq!(
            said(tile(true, None, true, None)),
            (Some("Matador"), plain("The hint's tile"))
        );
        assert_eq!(
            said(tile(false, None, true, None)),
            (None, plain("The hint's tile"))
        );
        assert_eq!(
            said(tile(true, Some(0), false, Some(why))),
            (Some("Matador"), plain(why))
        );
        assert_eq!(
            said(tile(false, None, false, Some(why))),
            (None, plain(why))
        );
    }
}
