/**
 * A place picked from Belgium's localities (schemas/places.ts): the owner types the start of the
 * name, the closest names show under the field, and a tap (or Entrée) chooses one. What is typed
 * stays in the field even when no name is chosen: the field's rule then says it is not in the list,
 * with the closest names (the build's own message), instead of emptying the field.
 */
import { Component, type ChangeEvent, type KeyboardEvent } from 'react';
import { nearestNames } from '../schemas/places';
import { NBSP } from '../schemas/characters';

/** Names offered under the field at most. */
const OFFERED = 6;

interface Props {
  value: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: { get(key: string): unknown };
}

interface State {
  typed: string;
  open: boolean;
  active: number;
}

export class PlaceControl extends Component<Props, State> {
  override state: State = {
    typed: typeof this.props.value === 'string' ? this.props.value : '',
    open: false,
    active: 0,
  };

  /** A value set from outside the field (a backup taken back, another entry opened): shown as it is. */
  override componentDidUpdate(previous: Props) {
    const { value } = this.props;
    if (value !== previous.value && typeof value === 'string' && value !== this.state.typed)
      this.setState({ typed: value });
  }

  /** The names the field takes, as its configuration lists them. */
  names(): string[] {
    const options = this.props.field.get('options') as { toJS?: () => unknown } | undefined;
    return (options?.toJS?.() as string[] | undefined) ?? [];
  }

  offered(): string[] {
    const typed = this.state.typed.trim();
    return typed ? nearestNames(typed, this.names(), OFFERED) : [];
  }

  type = (event: ChangeEvent<HTMLInputElement>) => {
    this.setState({ typed: event.target.value, open: true, active: 0 });
    this.props.onChange(event.target.value);
  };

  choose(name: string) {
    this.setState({ typed: name, open: false, active: 0 });
    this.props.onChange(name);
  }

  keys = (event: KeyboardEvent<HTMLInputElement>) => {
    const offered = this.offered();
    if (event.key === 'Escape') return this.setState({ open: false });
    if (offered.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : offered.length - 1;
      this.setState(({ active, open }) => ({ open: true, active: open ? (active + step) % offered.length : 0 }));
    } else if (event.key === 'Enter' && this.state.open) {
      event.preventDefault();
      this.choose(offered[this.state.active]!);
    }
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const offered = this.state.open ? this.offered() : [];
    const list = `${forID}-lieux`;
    const option = (index: number) => `${list}-${index}`;
    return (
      <div className="champ-lieu">
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={offered.length > 0}
          aria-controls={list}
          aria-activedescendant={offered.length > 0 ? option(this.state.active) : undefined}
          value={this.state.typed}
          onChange={this.type}
          onKeyDown={this.keys}
          onFocus={() => {
            setActiveStyle();
            this.setState({ open: true });
          }}
          onBlur={() => {
            this.setState({ open: false });
            setInactiveStyle();
          }}
        />
        <ul
          id={list}
          role="listbox"
          aria-label="Localités proposées"
          className="lieux-proposes"
          hidden={offered.length === 0}
        >
          {offered.map((name, index) => (
            <li
              key={name}
              id={option(index)}
              role="option"
              aria-selected={index === this.state.active}
              // The field keeps the focus: the list stays until the name is chosen.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => this.choose(name)}
            >
              {name}
            </li>
          ))}
        </ul>
        <p className="lecteur-seul" aria-live="polite">
          {offered.length > 0
            ? `${offered.length}${NBSP}localité${offered.length > 1 ? 's' : ''} proposée${offered.length > 1 ? 's' : ''}.`
            : ''}
        </p>
      </div>
    );
  }
}
