//! The seats around the table: each opponent's (and partner's) name, side, tile backs
//! and count, whose turn it is, its last action until its next turn ("passed", "drew 2",
//! "played 6-2"), its latest signal and points; at the end of a hand its tiles face up
//! in place with their count. Your own seat's strip above your hand; the boneyard.

use super::tile::TileFace;
use crate::view::board::{place_of, Place};
use crate::view::pips::{Faces, Rect};
use crate::view::screen::{signal_short, Relation, RevealedHand, SeatView};
use yew::prelude::*;

/// The most tile backs drawn for one seat; the count says the rest.
const MAX_BACKS: usize = 21;

/// Properties of [`Seats`].
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The other seats (not yours).
    pub seats: Vec<SeatView>,
    /// How many play (where each seat sits).
    pub players: u8,
    /// Tiles left to draw, in games with a boneyard.
    pub boneyard: Option<usize>,
    /// Every seat's tiles left, once the hand is over: shown face up in place.
    #[prop_or_default]
    pub revealed: Option<Vec<RevealedHand>>,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
}

/// The classes for a seat's side and state.
fn seat_classes(seat: &SeatView) -> Classes {
    let relation = match seat.relation {
        Relation::You => "you",
        Relation::Partner => "partner",
        Relation::Opponent => "opponent",
    };
    classes!(
        "seat",
        format!("side-{}", seat.side.index()),
        relation,
        seat.to_move.then_some("to-move"),
    )
}

/// The line under a seat, in a space kept for it so that nothing moves: "To play" on its
/// turn, else its last action; then its signal and what that play scored.
fn seat_line(seat: &SeatView) -> Html {
    html! {
        <p class="seat-last">
            // A `b` and a `span`: the page swaps one element for the other rather than
            // rewriting one in place, which would count as a layout shift.
            if seat.to_move {
                <b class="badge turn">{ "To play" }</b>
            } else if let Some(action) = seat.last_action() {
                // "played 1-4" breaks, if it must, before the tile, never inside it.
                <span class="last-action">{ super::actions::whole_tiles(&action) }</span>
            }
            // A signal, said as one for the ear and on hover ("signals 1 more 6"); the
            // table's legend says what it means.
            if let Some((signal, n)) = seat.signal {
                <span class="badge signal" title={format!("Signal: how many more {n}s they hold")}>
                    <span class="visually-hidden">{ "signals " }</span>{ signal_short(signal, n) }
                </span>
            }
            // What that play scored, beside it ("played 4-4 +20"); the running total is
            // the score's.
            if let Some(points) = seat.scored {
                <span class="badge points">{ format!("+{points}") }</span>
            }
        </p>
    }
}

/// What a seat is to you, in a word or two: "Partner · Easy".
fn role_words(seat: &SeatView) -> String {
    let role = match seat.relation {
        Relation::You => "You",
        Relation::Partner => "Partner",
        Relation::Opponent => "Opponent",
    };
    match seat.level {
        Some(level) => format!("{role} · {level}"),
        None => role.to_string(),
    }
}

/// A seat's tiles face up at the end of a hand, small, where its backs were.
fn face_up(hand: &RevealedHand, faces: Faces) -> Html {
    let rect = Rect {
        x: 1.0,
        y: 1.0,
        w: 38.0,
        h: 78.0,
    };
    html! {
        <div class="backs faces" aria-hidden="true">
            { for hand.tiles.iter().map(|&tile| html! {
                <svg viewBox="0 0 40 80" class="face"><TileFace {tile} {rect} {faces} /></svg>
            }) }
        </div>
    }
}

/// The other players' tiles left, a line each, big enough to count their pips: held
/// sideways the seats' cards are one slim line, so the table's look-bar (the right-hand
/// column, clear of the board) lists them (the style sheet shows it only there). Hidden
/// from screen readers, to whom each seat's group already says its tiles.
pub fn tiles_left(hands: &[RevealedHand], you: &str, faces: Faces) -> Html {
    html! {
        <ul class="look-tiles" aria-hidden="true">
            // From the left as the seats sit (the summary lists them anticlockwise).
            { for hands.iter().rev().filter(|h| h.name != you && !h.tiles.is_empty()).map(|h| html! {
                <li><span>{ h.name }</span>{ face_up(h, faces) }</li>
            }) }
        </ul>
    }
}

/// The other players around the table: West on your left, North across, East on your
/// right (as seen from South).
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let place = |s: &SeatView| match place_of(s.seat, props.players) {
        Some(Place::Left) => (0, "place-left"),
        Some(Place::Top) => (1, "place-top"),
        _ => (2, "place-right"),
    };
    // Where a seat may show a signal or its points, room is kept for them all match.
    let badges = props.seats.iter().any(|s| s.signals || s.points.is_some());
    let mut seats = props.seats.clone();
    crate::view::sort_by_key(&mut seats, |s| place(s).0);
    let shown = |seat: &SeatView| {
        props
            .revealed
            .as_ref()
            .and_then(|r| r.iter().find(|h| h.name == seat.name))
            .cloned()
    };
    html! {
        <div class="seats-bar">
            <ul class={classes!("seats", format!("seats-{}", seats.len()), badges.then_some("with-badges"))}
                aria-label="Other players">
                { for seats.iter().map(|seat| {
                    let plural = if seat.tiles == 1 { "" } else { "s" };
                    let hand = shown(seat);
                    let mut label = seat.label();
                    // At the end of the hand, in place of the count of tiles left.
                    let ended = match &hand {
                        Some(h) if h.went_out => {
                            label.push_str(", went out");
                            Some("Went out".to_string())
                        }
                        Some(h) => {
                            let tiles: Vec<String> = h.tiles.iter().map(|t| t.to_string()).collect();
                            label.push_str(&format!(", face up: {}, count {}", tiles.join(" "), h.count));
                            Some(format!("Count {}", h.count))
                        }
                        None => None,
                    };
                    html! {
                        <li class={classes!(seat_classes(seat), place(seat).1, hand.is_some().then_some("revealed"))}
                            data-seat={seat.name}>
                            <div role="group" aria-label={label}>
                                <p class="seat-head">
                                    <span class="seat-name">{ seat.name }</span>
                                    <span class="seat-role">{ role_words(seat) }</span>
                                </p>
                                if let Some(h) = &hand {
                                    { face_up(h, props.faces) }
                                } else {
                                    <div class="backs" aria-hidden="true">
                                        // Keyed, so that a tile gone takes the last back away
                                        // and the others stay where they are.
                                        { for (0..seat.tiles.min(MAX_BACKS)).map(|i| html! {
                                            <span key={i} class="back"></span>
                                        }) }
                                    </div>
                                }
                                // Keyed by its text: a new count is a new node. Rewriting a
                                // right-aligned text in place moves where it starts, which
                                // Chrome scores as a (tiny) layout shift.
                                <p class="seat-count">
                                    if let Some(ended) = ended {
                                        <span key={ended.clone()}>{ ended }</span>
                                    } else {
                                        // A phone held upright shows the number beside a
                                        // tile back, without the word.
                                        <span key={seat.tiles} class="tiles-left">
                                            { seat.tiles }
                                            <span class="tiles-word">{ format!(" tile{plural}") }</span>
                                        </span>
                                    }
                                </p>
                                { seat_line(seat) }
                            </div>
                        </li>
                    }
                }) }
            </ul>
            if let Some(n) = props.boneyard {
                <p class="boneyard">
                    <span class="boneyard-label">{ "Boneyard" }</span>
                    <span class="boneyard-count">{ format!("{n} tile{}", if n == 1 { "" } else { "s" }) }</span>
                </p>
            }
        </div>
    }
}

/// Properties of [`YourSeat`].
#[derive(Properties, PartialEq)]
pub struct YourSeatProps {
    /// Your seat.
    pub seat: SeatView,
}

/// Your own seat's strip above your hand: name, side, to play, pass, your signal.
#[function_component(YourSeat)]
pub fn your_seat(props: &YourSeatProps) -> Html {
    let seat = &props.seat;
    let side = if seat.side_name == seat.name {
        String::new()
    } else {
        format!(" · {}", seat.side_name)
    };
    html! {
        <div class={classes!(seat_classes(seat), "you-bar")} role="group" aria-label={seat.label()}
            data-seat={seat.name}>
            <p class="seat-head">
                <span class="seat-name">{ seat.name }</span>
                <span class="seat-role">{ format!("You{side}") }</span>
            </p>
            { seat_line(seat) }
        </div>
    }
}
