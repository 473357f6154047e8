import { Link } from '@tanstack/react-router';
import { employeeCabinetAddress } from '../../core/domain/externalLinks.ts';
import { formatPhone } from '../../core/domain/phone.ts';
import type { UserInfo } from '../../core/model/index.ts';
import { useAppSession, useServices, useSessionPart } from '../app/context.ts';
import { useDropdown } from '../components/useDropdown.ts';
import { CabinetLink } from './CabinetLink.tsx';
import { useAuthModal } from './useAuthModal.ts';

/**
 * The profile area (portal §2 «Profile menu»): 'Войти' for a visitor; for a user the Telegram bot,
 * the employee bot (with an employee profile) and the phone opening 'Житель' / 'Избранное' /
 * 'Сотрудник' / 'Выйти' («Избранное» is the portal's own list of favourites, issue 10). The bots and
 * 'Сотрудник' show only when their addresses are configured; 'Житель' opens the profile page without a cabinet.
 */
export function ProfileMenu() {
  const { config } = useServices();
  const status = useSessionPart((snapshot) => snapshot.status);
  const user = useSessionPart((snapshot) => snapshot.user);
  const authModal = useAuthModal();
  if (status !== 'ready') {
    // Same footprint as the button that replaces it, so the bar does not shift when the session settles.
    return <span className="profile profile--pending" aria-hidden="true" />;
  }
  if (user === null) {
    return (
      <div className="profile">
        <button type="button" className="button button--primary" onClick={() => authModal.open('authorization')}>
          Войти
        </button>
      </div>
    );
  }
  return (
    <div className="profile">
      {config.links.telegramBot === undefined ? null : (
        <a className="button button--ghost" href={config.links.telegramBot} target="_blank" rel="noopener noreferrer">
          Телеграм Бот
        </a>
      )}
      {user.employeeProfileId !== null && config.links.employeeBot !== undefined ? (
        <a className="button button--ghost" href={config.links.employeeBot} target="_blank" rel="noopener noreferrer">
          Бот сотрудника
        </a>
      ) : null}
      <ProfileDropdown user={user} />
    </div>
  );
}

function ProfileDropdown({ user }: { user: UserInfo }) {
  const session = useAppSession();
  const { config } = useServices();
  const employeeCabinet = employeeCabinetAddress(config.links);
  const { open, setOpen, close, ref, panelId: menuId } = useDropdown();
  return (
    <div ref={ref} className="dropdown">
      <button
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {formatPhone(user.login)}
      </button>
      {open ? (
        <ul id={menuId} className="dropdown__menu">
          <li>
            <CabinetLink onClick={close}>Житель</CabinetLink>
          </li>
          <li>
            <Link to="/favourites" onClick={close}>
              Избранное
            </Link>
          </li>
          {user.employeeProfileId !== null && employeeCabinet !== null ? (
            <li>
              <a href={employeeCabinet}>Сотрудник</a>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={() => session.logOut()}>
              Выйти
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
