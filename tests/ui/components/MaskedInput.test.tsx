// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MaskedInput } from '../../../ui/components/MaskedInput.tsx';

afterEach(cleanup);

/** Types into a maska field the way a browser does: the new text, then an input event. */
async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.input(input, { target: { value: text } });
  });
}

describe('Text inputs: phone mask +7 999 999 99 99 (portal §2, §5)', () => {
  it('is a labelled phone field that masks the digits and reports the masked text', async () => {
    const onChange = vi.fn();
    render(<MaskedInput kind="phone" label="Телефон" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    expect(input.type).toBe('tel');
    await type(input, '9991234567');
    expect(input.value).toBe('+7 999 123 45 67');
    expect(onChange).toHaveBeenLastCalledWith('+7 999 123 45 67');
  });

  it('stops at 11 digits', async () => {
    render(<MaskedInput kind="phone" label="Телефон" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    await type(input, '+7 999 123 45 678');
    expect(input.value).toBe('+7 999 123 45 67');
  });

  it('fills the mask from a pasted number written with a leading 8', async () => {
    render(<MaskedInput kind="phone" label="Телефон" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    await type(input, '8 (999) 123-45-67');
    expect(input.value).toBe('+7 999 123 45 67');
  });

  it('reads a leading 8 typed into the empty field as the +7 of the mask', async () => {
    render(<MaskedInput kind="phone" label="Телефон" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    for (const digit of '89161234567') {
      await type(input, `${input.value}${digit}`);
    }
    expect(input.value).toBe('+7 916 123 45 67');
  });

  it('links its error to the field and marks it invalid', () => {
    render(<MaskedInput kind="phone" label="Телефон" onChange={() => {}} error="Введите номер" />);
    const input = screen.getByLabelText('Телефон');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Введите номер');
  });
});

describe('Text inputs: social links with fixed prefixes (portal §2)', () => {
  it.each([
    ['vk', 'durov', 'https://vk.com/durov'],
    ['ok', 'profile/561234', 'https://ok.ru/profile/561234'],
    ['telegram', 'rjadom_bot', 'https://t.me/rjadom_bot'],
    ['instagram', 'ivan.petrov', 'https://instagram.com/ivan.petrov'],
  ] as const)('%s: a typed handle gets the fixed prefix', async (kind, handle, link) => {
    const onChange = vi.fn();
    render(<MaskedInput kind={kind} label="Ссылка" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Ссылка');
    await type(input, handle);
    expect(input.value).toBe(link);
    expect(onChange).toHaveBeenLastCalledWith(link);
  });

  it("keeps a handle that starts with the prefix's letters whole", async () => {
    render(<MaskedInput kind="telegram" label="Телеграм" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телеграм');
    await type(input, 'h');
    await type(input, `${input.value}ello`);
    expect(input.value).toBe('https://t.me/hello');
  });

  it('does not prefix a pasted full link twice, and rewrites its other spellings', async () => {
    render(<MaskedInput kind="vk" label="ВКонтакте" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('ВКонтакте');
    await type(input, 'http://m.vk.com/durov');
    expect(input.value).toBe('https://vk.com/durov');
  });

  it('refuses a link to another site and keeps what was there', async () => {
    render(<MaskedInput kind="instagram" label="Инстаграм" onChange={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Инстаграм');
    await type(input, 'ivan');
    await type(input, 'https://example.com/ivan');
    expect(input.value).toBe('https://instagram.com/ivan');
  });

  it('empties when the handle is deleted, prefix and all', async () => {
    const onChange = vi.fn();
    render(<MaskedInput kind="vk" label="ВКонтакте" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('ВКонтакте');
    await type(input, 'd');
    await type(input, 'https://vk.com/');
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('gives a bare handle it starts with its prefix', async () => {
    render(<MaskedInput kind="ok" label="Одноклассники" onChange={() => {}} defaultValue="group/5" />);
    const input = screen.getByLabelText<HTMLInputElement>('Одноклассники');
    await act(async () => {});
    expect(input.value).toBe('https://ok.ru/group/5');
  });
});
